// Which names an instruction writes and reads, by the operand roles of the spec
// (spec/operand-roles.json, generated/operand-roles.ts).
import type { Instruction, Node, Operand, UnmatchedInstruction, VariableDecl } from './ast.js';
import { OPERAND_ROLES } from '../generated/operand-roles.js';
import { forEachOperand } from './operand-tree.js';

/**
 * The registers an instruction writes, in operand order, each once: its written operands' names,
 * a brace vector's elements one by one. The sink `_` is none, nor an address's registers (read).
 * An instruction that matched no form (it has a diagnostic) writes none. `scope`: as for uses().
 */
export function defs(i: Instruction | UnmatchedInstruction, scope?: readonly Node[]): string[] {
  const out = new Set<string>();
  const roles = OPERAND_ROLES.get(i.opcode);
  if (roles !== undefined && i.form >= 0) {
    for (const [field, op] of Object.entries(i.args as Record<string, Operand>)) {
      const role = roles[field];
      if (role === 'write' || role === 'readwrite') names(op, out, false);
    }
  }
  return registersOnly(out, scope);
}

/**
 * The registers an instruction reads, in order, each once: its guard's predicate, then its read
 * operands' registers, the registers of every address (whatever the operand's role), and the
 * read-and-written operands (wgmma's accumulator). A label or function operand is none. An
 * instruction that matched no form reads every name it holds.
 *
 * `scope` is the instruction's ancestors (walk()'s `path`, or the module and the function): the
 * names they declare as variables (of a state space other than `.reg`, parameters included),
 * which an address or mov's and cvta's operand may hold, are left out.
 * The tree alone does not tell a variable from a register: without `scope` they are listed.
 */
export function uses(i: Instruction | UnmatchedInstruction, scope?: readonly Node[]): string[] {
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
  return registersOnly(out, scope);
}

/** `found` without the variables `scope` declares, as a list. */
function registersOnly(found: Set<string>, scope: readonly Node[] | undefined): string[] {
  if (scope === undefined || found.size === 0) return [...found];
  const declared = scope.map(variablesOf);
  return [...found].filter((n) => !declared.some((d) => d.has(n)));
}

/** The variables a node declares directly: a module's or a block's (not `.reg`), a function's parameters; by node, as every instruction asks. */
const VARIABLES = new WeakMap<Node, ReadonlySet<string>>();
const NONE: ReadonlySet<string> = new Set();

function variablesOf(node: Node): ReadonlySet<string> {
  let set = VARIABLES.get(node);
  if (set !== undefined) return set;
  const decls: VariableDecl[] = [];
  if (node.kind === 'Module') for (const d of node.directives) if (d.kind === 'Variable') decls.push(d);
  if (node.kind === 'Function') decls.push(...(node.params ?? []), ...(node.returns ?? []));
  if (node.kind === 'Block') for (const s of node.statements) if (s.kind === 'Variable') decls.push(s);
  const names = decls.filter((d) => d.space !== '.reg').flatMap((d) => d.declarators.map((x) => x.name));
  set = names.length === 0 ? NONE : new Set(names);
  VARIABLES.set(node, set);
  return set;
}

/** The names in `op` (inside addresses too when `addresses`), in order. */
function names(op: Operand, out: Set<string>, addresses: boolean): void {
  forEachOperand(op, (x) => {
    if (x.kind === 'Name') out.add(x.name);
    else if (!addresses && x.kind === 'Address') return false;
  });
}

/** The registers of the addresses in a written operand (a brace vector holds none). */
function addressNames(op: Operand, out: Set<string>): void {
  if (op.kind === 'Address') names(op, out, true);
}
