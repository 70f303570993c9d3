// Finding what is at an offset: the function and the instruction, and where an instruction's
// opcode and each of its qualifiers are written.
import type { Block, FunctionDecl, Instruction, Module, Name, Operand, Statement, UnmatchedInstruction } from '../ast.js';
import { subOperands } from '../operand-tree.js';

export type AnyInstruction = Instruction | UnmatchedInstruction;

/** The index of the last of `items` starting at or before `offset`, by binary search; -1 for none. */
function lastStartingBy(items: ReadonlyArray<{ span: { start: number } }>, offset: number): number {
  let lo = 0;
  let hi = items.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (items[mid]!.span.start <= offset) lo = mid + 1;
    else hi = mid - 1;
  }
  return hi;
}

/** The function whose text holds `offset`; null outside every function. */
export function functionAt(module: Module, offset: number): FunctionDecl | null {
  const d = module.directives[lastStartingBy(module.directives, offset)];
  return d !== undefined && d.kind === 'Function' && offset <= d.span.end ? d : null;
}

/** The instruction whose text holds `offset` (its end included); null for none. */
export function instructionAt(module: Module, offset: number): AnyInstruction | null {
  let block: Block | null = functionAt(module, offset)?.body ?? null;
  while (block !== null) {
    const s: Statement | undefined = block.statements[lastStartingBy(block.statements, offset)];
    if (s === undefined || offset > s.span.end) return null;
    if (s.kind === 'Block') block = s;
    else return s.kind === 'Instruction' || s.kind === 'UnmatchedInstruction' ? s : null;
  }
  return null;
}

export interface Head {
  /** Where the opcode is written. */
  opcode: [number, number];
  /** Each qualifier token after it (`.global`), where it is written. */
  qualifiers: Array<{ token: string; start: number; end: number }>;
}

/** Where the instruction's opcode (`opcode`: the fused one of the form it matched) and qualifiers are: after its guard, up to the first blank or `;`. */
export function headOf(i: AnyInstruction, text: string, opcode: string = i.opcode): Head {
  let start = i.guard === null ? i.span.start : i.guard.span.end;
  while (start < i.span.end && /\s/.test(text[start]!)) start++;
  let end = start;
  while (end < i.span.end && !/[\s;{[(]/.test(text[end]!)) end++;
  const written = text.slice(start, end);
  // A fused opcode (`mbarrier.arrive`) is written as one; else its first word is.
  const opLength = written.startsWith(opcode) ? opcode.length : written.indexOf('.') < 0 ? written.length : written.indexOf('.');
  const qualifiers: Head['qualifiers'] = [];
  const re = /\.[^.]+/g;
  const rest = written.slice(opLength);
  for (let m = re.exec(rest); m !== null; m = re.exec(rest)) {
    const s = start + opLength + m.index;
    qualifiers.push({ token: m[0], start: s, end: s + m[0].length });
  }
  return { opcode: [start, start + opLength], qualifiers };
}

/** The name among the instruction's guard and operands whose text holds `offset`; null for none. */
export function nameAt(i: AnyInstruction, offset: number): Name | null {
  const todo: Operand[] = i.guard === null ? [...i.operands] : [i.guard.predicate, ...i.operands];
  while (todo.length > 0) {
    const x = todo.pop()!;
    if (offset < x.span.start || offset > x.span.end) continue;
    if (x.kind === 'Name') return x;
    todo.push(...subOperands(x));
  }
  return null;
}
