// Semantic tokens: opcodes, their qualifiers, and every name by what it declares (register,
// variable, parameter, label, function), the declaration marked as such.
import { SemanticTokensBuilder, type SemanticTokens, type SemanticTokensLegend } from 'vscode-languageserver';
import type { Analysis } from './analysis.js';
import { headOf } from './locate.js';
import type { DeclKind } from './symbol-index.js';
import { walk } from '../walk.js';

const TYPES = ['keyword', 'modifier', 'variable', 'property', 'parameter', 'label', 'function'] as const;
const OF_KIND: Record<DeclKind, number> = { register: 2, variable: 3, parameter: 4, label: 5, function: 6 };
const DECLARATION = 1;

export const LEGEND: SemanticTokensLegend = { tokenTypes: [...TYPES], tokenModifiers: ['declaration'] };

/** The tokens of the whole text, or of [from, to) (an editor asks for what it shows of a large file). */
export function semanticTokens(a: Analysis, from = 0, to = Infinity): SemanticTokens {
  const tokens: Array<[number, number, number, number]> = [];
  const inRange = (n: { span: { start: number; end: number } }) => n.span.end >= from && n.span.start < to;
  walk(a.module, {
    // Functions and blocks out of the range are skipped whole.
    Function: (f) => (inRange(f) ? undefined : false),
    Block: (b) => (inRange(b) ? undefined : false),
    Instruction: (i) => {
      if (!inRange(i)) return false;
      const h = headOf(i, a.text);
      tokens.push([h.opcode[0], h.opcode[1], 0, 0]);
      for (const q of h.qualifiers) tokens.push([q.start, q.end, 1, 0]);
      return false;
    },
    UnmatchedInstruction: (i) => {
      if (inRange(i)) tokens.push([...headOf(i, a.text).opcode, 0, 0]);
      return false;
    },
  });
  for (const o of a.index.occurrences) if (o.end >= from && o.start < to) tokens.push([o.start, o.end, OF_KIND[o.decl.kind], o.start === o.decl.start ? DECLARATION : 0]);
  tokens.sort((x, y) => x[0] - y[0]);
  const b = new SemanticTokensBuilder();
  for (const [start, end, type, mods] of tokens) {
    const p = a.doc.positionAt(start);
    // A token never spans lines: names and qualifiers hold no line break.
    b.push(p.line, p.character, end - start, type, mods);
  }
  return b.build();
}
