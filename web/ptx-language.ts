// PTX highlighting: a CodeMirror stream tokenizer whose opcode, qualifier, type and special
// register names are the spec's (the worker sends them from the generated tables), so the
// highlighter knows what the parser knows; an unknown opcode shows as invalid before the parse.
import { HighlightStyle, StreamLanguage, type StringStream, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { tags } from '@lezer/highlight';
import type { Vocabulary } from './protocol.js';

interface State {
  /** Inside a block comment. */
  comment: boolean;
  /** Where the statement stands: at its start, after a guard, after its opcode or directive. */
  at: 'start' | 'guarded' | 'opcode' | 'directive';
}

/** The rest of a block comment on this line; `state.comment` says whether it goes on. */
function blockComment(stream: StringStream, state: State): string {
  state.comment = stream.skipTo('*/') !== true;
  if (state.comment) stream.skipToEnd();
  else stream.pos += 2;
  return 'comment';
}

function tokenizer(v: Vocabulary) {
  const opcodes = new Set(v.opcodes);
  const qualifiers = new Set(v.qualifiers);
  const types = new Set(v.types);
  const specials = new Set(v.specialRegisters);
  return StreamLanguage.define<State>({
    name: 'ptx',
    startState: () => ({ comment: false, at: 'start' }),
    token(stream: StringStream, state: State): string | null {
      if (state.comment) return blockComment(stream, state);
      if (stream.eatSpace()) return null;
      if (stream.match('//')) {
        stream.skipToEnd();
        return 'comment';
      }
      if (stream.match('/*')) return blockComment(stream, state);
      if (stream.match(/^"[^"]*"?/)) return 'string';
      if (stream.eat(';') || stream.eat('{') || stream.eat('}')) {
        state.at = 'start';
        return 'punctuation';
      }
      if (state.at === 'start' && stream.match(/^@!?%?[\w$]+/)) {
        state.at = 'guarded';
        return 'meta';
      }
      const dotted = stream.match(/^\.[A-Za-z_][\w:]*/) as RegExpMatchArray | null;
      if (dotted) {
        const word = dotted[0];
        if (state.at === 'start') {
          state.at = 'directive';
          return 'keyword';
        }
        if (types.has(word)) return 'typeName';
        if (state.at === 'opcode') return qualifiers.has(word) ? 'modifier' : null;
        return state.at === 'directive' ? 'keyword' : null;
      }
      if (stream.match(/^%[\w$]+/)) {
        const name = stream.current();
        return specials.has(name) ? 'special' : 'variableName';
      }
      if (stream.match(/^(0[xX][0-9a-fA-F]+|0[fFdD][0-9a-fA-F]+|0[bB][01]+|\d+\.?\d*([eE][-+]?\d+)?)U?/)) return 'number';
      const word = stream.match(/^[A-Za-z_$][\w$]*/) as RegExpMatchArray | null;
      if (word) {
        if (stream.peek() === ':' && state.at === 'start') {
          stream.next();
          return 'labelName';
        }
        if (state.at === 'start' || state.at === 'guarded') {
          state.at = 'opcode';
          // Before the worker sends the names, every opcode is taken as known.
          return opcodes.size === 0 || opcodes.has(word[0]) ? 'opcode' : 'invalid';
        }
        return null;
      }
      stream.next();
      return null;
    },
    tokenTable: { opcode: tags.keyword, special: tags.special(tags.variableName) },
  });
}

const style = HighlightStyle.define([
  { tag: tags.comment, color: '#6a737d', fontStyle: 'italic' },
  { tag: tags.keyword, color: '#8250df', fontWeight: 'bold' },
  { tag: tags.modifier, color: '#0550ae' },
  { tag: tags.typeName, color: '#116329' },
  { tag: tags.variableName, color: '#24292f' },
  { tag: tags.special(tags.variableName), color: '#953800' },
  { tag: tags.number, color: '#0a3069' },
  { tag: tags.string, color: '#0a3069' },
  { tag: tags.labelName, color: '#cf222e' },
  { tag: tags.meta, color: '#953800' },
  { tag: tags.invalid, color: '#cf222e', textDecoration: 'underline wavy' },
]);

/** The language and its colours, for the names in `v` (none known yet: an empty vocabulary). */
export function ptxHighlighting(v: Vocabulary): Extension {
  return [tokenizer(v), syntaxHighlighting(style)];
}
