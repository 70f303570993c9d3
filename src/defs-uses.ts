// Which names an instruction writes and reads, by the operand roles of the spec
// (spec/operand-roles.json, generated/operand-roles.ts).
import type { Instruction, Operand, UnmatchedInstruction } from './ast.js';
import { OPERAND_ROLES } from '../generated/operand-roles.js';
import { subOperands } from './operand-tree.js';

/**
 * The registers an instruction writes, in operand order, each once: its written operands' names,
 * a brace vector's elements one by one. The sink `_` is none, nor an address's registers (read).
 * An instruction that matched no form (it has a diagnostic) writes none.
 */
export function defs(i: Instruction | UnmatchedInstruction): string[] {
  const out = new Set<string>();
  const roles = OPERAND_ROLES.get(i.opcode);
  if (roles !== undefined && i.form >= 0) {
    for (const [field, op] of Object.entries(i.args as Record<string, Operand>)) {
      const role = roles[field];
      if (role === 'write' || role === 'readwrite') names(op, out, false);
    }
  }
  return [...out];
}

/**
 * The names an instruction reads, in order, each once: its guard's predicate, then its read
 * operands' registers, the registers of every address (whatever the operand's role), and the
 * read-and-written operands (wgmma's accumulator). A label or function operand is none. Names of
 * variables in an address or as mov's or cvta's operand are listed too: the tree does not tell
 * them from registers without the declarations. An instruction that matched no form reads every
 * name it holds.
 */
export function uses(i: Instruction | UnmatchedInstruction): string[] {
  const out = new Set<string>();
  if (i.guard !== null) out.add(i.guard.predicate.name);
  const roles = i.form >= 0 ? OPERAND_ROLES.get(i.opcode) : undefined;
  const operands: Array<[string, Operand]> = i.form >= 0 ? Object.entries(i.args as Record<string, Operand>) : i.operands.map((o) => ['', o]);
  for (const [field, op] of operands) {
    const role = roles?.[field];
    if (role === 'label') continue;
    if (role === 'write') addressNames(op, out);
    else names(op, out, true);
  }
  return [...out];
}

/**
 * The names in `op` (inside addresses too when `addresses`), in order; with an explicit stack, as
 * an expression may be 100,000 terms deep.
 */
function names(op: Operand, out: Set<string>, addresses: boolean): void {
  const todo: Operand[] = [op];
  while (todo.length > 0) {
    const x = todo.pop()!;
    if (x.kind === 'Name') out.add(x.name);
    else if (addresses || x.kind !== 'Address') {
      const subs = subOperands(x);
      for (let k = subs.length - 1; k >= 0; k--) todo.push(subs[k]!);
    }
  }
}

/** The registers of the addresses in a written operand (a brace vector holds none). */
function addressNames(op: Operand, out: Set<string>): void {
  if (op.kind === 'Address') names(op, out, true);
}
