// `grep`: instructions by a dotted pattern of their written spelling. The first token is the
// opcode's first word; every other must be among the spelling's other tokens (the opcode's
// further words and the qualifiers written), in any order. A token matches a qualifier with a
// `::` suffix too (`shared` matches `.shared::cta`); `*` and `?` are wildcards within a token.
import type { FunctionDecl, InstructionBase, Module, Node, TopLevel } from '../ast.js';
import { defs, uses } from '../defs-uses.js';
import { globMatcher } from './glob.js';
import { oneLine } from './source-lines.js';
import { readModule, type ModuleReader } from './walk.js';
import { BySpelling, forEachStatement, type StatementRef } from '../body-statements.js';

export interface GrepOptions {
  /** Only instructions that read this register (`uses()`: a source operand, an address, the guard). */
  reads?: string;
  /** Only instructions that write this register (`defs()`: a destination, by the spec's operand roles). */
  writes?: string;
  /** Only in functions whose name this matcher takes. */
  inFunction?: (name: string) => boolean;
}

export interface GrepMatch {
  function: string;
  line: number;
  column: number;
  /** The instruction as written, on one line. */
  text: string;
  /** It matched no form of its opcode (a module with errors). */
  unmatched?: true;
}

/** An instruction matcher for `pattern` (of an instruction's opcode and modifiers); throws with what is wrong for a malformed one. */
export function spellingMatcher(pattern: string): (ins: Pick<InstructionBase, 'opcode' | 'modifiers'>) => boolean {
  const tokens = pattern.replace(/^\./, '').split('.');
  if (tokens.some((t) => t === '')) throw new Error(`bad pattern '${pattern}': empty token (write tokens separated by single dots, e.g. ld.global)`);
  const first = globMatcher(tokens[0]!);
  const rest = tokens.slice(1).map((t) => {
    const m = globMatcher(t);
    // A qualifier `.shared::cta` is taken by `shared` as by `shared::cta`.
    return (q: string) => m(q) || q.split('::').some((_, i, parts) => i > 0 && m(parts.slice(0, i).join('::')));
  });
  const take = (opcode: string, modifiers: readonly string[]) => {
    const dot = opcode.indexOf('.');
    if (!first(dot < 0 ? opcode : opcode.slice(0, dot))) return false;
    // A modifier is `.x`, or `::x` where the fused name goes on so (`tcgen05.wait::ld`).
    const written = [...opcode.split('.').slice(1), ...modifiers.map((m) => m.slice(m.charAt(0) === ':' ? 2 : 1))];
    return rest.every((m) => written.some(m));
  };
  // The answer for each spelling, asked once: a module has far fewer spellings than instructions.
  // By opcode, then by the modifiers' array, which the instructions of one spelling share (the
  // parser's NameMatch's): no string is made or hashed per instruction.
  const answers = new Map<string, WeakMap<readonly string[], boolean>>();
  // Arrays of one spelling made apart (nodes built by hand) share the answer by the spelling.
  const bySpelling = new Map<string, boolean>();
  return (ins) => {
    let of = answers.get(ins.opcode);
    if (of === undefined) answers.set(ins.opcode, (of = new WeakMap()));
    let answer = of.get(ins.modifiers);
    if (answer === undefined) {
      const spelling = ins.opcode + ins.modifiers.join('');
      answer = bySpelling.get(spelling) ?? take(ins.opcode, ins.modifiers);
      bySpelling.set(spelling, answer);
      of.set(ins.modifiers, answer);
    }
    return answer;
  };
}

/** The instructions of `module` that `pattern` and `options` match, in written order. */
export function grepModule(module: Module, text: string, pattern: string, options: GrepOptions = {}): GrepMatch[] {
  return readModule(module, grepReader(text, pattern, options));
}

/** grepModule() one directive at a time (walk.ts ModuleReader): the matches of each function as it comes. */
export function grepReader(text: string, pattern: string, options: GrepOptions = {}): ModuleReader<GrepMatch[]> {
  const out: GrepMatch[] = [];
  const add = eachMatch(pattern, options, (st, fn) => {
    const span = st.span();
    const match: GrepMatch = { function: fn.name, line: span.line, column: span.column, text: oneLine(text, span) };
    if (st.kind === 'UnmatchedInstruction') match.unmatched = true;
    out.push(match);
  });
  return { add, result: () => out };
}

/** How many instructions grepReader() would give, none of them kept. */
export function grepCounter(pattern: string, options: GrepOptions = {}): ModuleReader<number> {
  let n = 0;
  return { add: eachMatch(pattern, options, () => n++), result: () => n };
}

/**
 * A reader's add(): `found` called with each instruction of a function that `pattern` and
 * `options` match, as it comes (grepReader() keeps them; a caller that writes them out keeps none).
 */
export function eachMatch(pattern: string, options: GrepOptions, found: (st: StatementRef, fn: FunctionDecl) => void): ModuleReader<unknown>['add'] {
  // A spelling's match asked once per spelling and form: the walk passes the others by.
  const matches = new BySpelling(spellingMatcher(pattern));
  // uses() and defs() remember the variables of each node they are given: a module still growing
  // (parse()'s onFunction) is given as a copy of its directives so far, a new one when they grow.
  let seen: Module | null = null;
  return (d: TopLevel, module: Module) => {
    if (d.kind !== 'Function' || d.body === null || (options.inFunction !== undefined && !options.inFunction(d.name))) return;
    if (seen?.directives.length !== module.directives.length) seen = { ...module, directives: module.directives.slice() };
    const scope: Node[] = [seen, d];
    // A statement's spelling is matched from the parser's records; its node is made only for --reads and --writes.
    forEachStatement(d.body, (st) => {
      if (st.kind !== 'Instruction' && st.kind !== 'UnmatchedInstruction') return;
      if (options.reads !== undefined || options.writes !== undefined) {
        scope.length = 2;
        scope.push(...st.blocks);
        if (!touches(st.node() as InstructionBase, options, scope)) return;
      }
      found(st, d);
    }, matches);
  };
}

/** Whether `ins` reads and writes the registers `options` asks for, by the spec's operand roles; `scope` its ancestors, to leave their variables out. */
function touches(ins: InstructionBase, options: GrepOptions, scope: readonly Node[]): boolean {
  const i = ins as Parameters<typeof defs>[0];
  return (options.reads === undefined || uses(i, scope).includes(options.reads)) && (options.writes === undefined || defs(i, scope).includes(options.writes));
}
