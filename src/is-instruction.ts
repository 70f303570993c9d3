// A type guard for instruction nodes, by opcode.
import type { Instruction, InstructionOf, Node } from './ast.js';

/** Is `node` an instruction that matched a form (of `opcode`, when given)? Narrows it to that node type. */
export function isInstruction<O extends Instruction['opcode']>(node: Node | null | undefined, opcode: O): node is InstructionOf<O>;
export function isInstruction(node: Node | null | undefined): node is Instruction;
export function isInstruction(node: Node | null | undefined, opcode?: string): boolean {
  return node?.kind === 'Instruction' && (opcode === undefined || node.opcode === opcode);
}
