// The values ptxas takes for an integer immediate at some operands (spec operandValues): a barrier
// number 0 to 15, a thread count a multiple of 32, wgmma's scale -1 or 1. Registers there are not
// checked, nor constant expressions, which ptxas folds first.
import type { Operand } from '../ast.js';
import type { FormTable, OperandRequirement, ValueRule } from './tables.js';
import { integerLiteralValue } from '../integer-literal.js';

/** The value of an integer immediate operand (`16`, `-1`), or null when the operand is none. */
export function immediateValue(op: Operand): number | null {
  if (op.kind === 'Int') return integerLiteralValue(op.text);
  if (op.kind === 'Unary' && op.op === '-' && op.arg.kind === 'Int') {
    const v = integerLiteralValue(op.arg.text);
    return v === null ? null : -v;
  }
  return null;
}

/** Does `rule` take `value`? */
export function valueTaken(rule: ValueRule, value: number): boolean {
  if (rule.oneOf !== null) return rule.oneOf.includes(value);
  const inRange = (rule.min === null || value >= rule.min) && (rule.max === null || value <= rule.max);
  const multiple = rule.multipleOf === null || value % rule.multipleOf === 0;
  const power = !rule.powerOfTwo || (value > 0 && Number.isInteger(Math.log2(value)));
  return inRange && multiple && power;
}

/** What is wrong with `value` (written `text`) under `rule`, as `expected ..., found ...`; null if nothing. */
export function valueProblem(rule: ValueRule, value: number, text: string): string | null {
  if (valueTaken(rule, value)) return null;
  if (rule.oneOf !== null) return `expected ${rule.oneOf.join(' or ')}, found ${text}`;
  const kind = rule.multipleOf !== null ? `a multiple of ${rule.multipleOf}` : rule.powerOfTwo ? 'a power of two' : 'a value';
  const range = rule.min !== null && rule.max !== null ? ` from ${rule.min} to ${rule.max}` : rule.min !== null ? ` of at least ${rule.min}` : rule.max !== null ? ` of at most ${rule.max}` : '';
  return `expected ${kind}${range}, found ${text}`;
}

/** Is the requirement `r` (spec operandRequirements) in force with `qualifiers`: one of its `with` qualifiers written, where it names any? */
export function requirementWith(r: OperandRequirement, qualifiers: Readonly<Record<string, string | true>>): boolean {
  return r.with === null || Object.values(qualifiers).some((q) => typeof q === 'string' && r.with!.includes(q));
}

const valued = new WeakMap<FormTable, boolean>();

/** Has `form` an operand whose immediate values are bounded? */
export function valuedForm(form: FormTable): boolean {
  let v = valued.get(form);
  if (v === undefined) valued.set(form, (v = form.operands.some((o) => o.values !== null)));
  return v;
}

/**
 * The first integer immediate of `args` (by field; `operands` as written) that its operand's rule
 * does not take, as a complaint; or null.
 */
export function valueMismatch(form: FormTable, args: Readonly<Record<string, Operand>>, operands: readonly Operand[]): { operand: Operand; message: string } | null {
  for (const slot of form.operands) {
    const op = args[slot.field];
    if (slot.values === null || op === undefined) continue;
    const value = immediateValue(op);
    if (value === null) continue;
    const problem = valueProblem(slot.values, value, op.kind === 'Unary' && op.arg.kind === 'Int' ? `-${op.arg.text}` : op.kind === 'Int' ? op.text : '');
    if (problem !== null) return { operand: op, message: `operand ${operands.indexOf(op) + 1} (${slot.field}): ${problem}` };
  }
  return null;
}
