// The statements of a function body in written order, nested blocks flattened: blocks only scope
// names, and control passes through them as through the statements around them.
import type { Block, FunctionDecl, InstructionBase, Statement } from '../ast.js';

export function* statementsOf(block: Block): Generator<Statement> {
  for (const st of block.statements as Statement[]) {
    if (st.kind === 'Block') yield* statementsOf(st);
    else yield st;
  }
}

/** A function's instructions, those that matched no form (UnmatchedInstruction: a module with errors) too. */
export function* instructionsOf(fn: FunctionDecl): Generator<InstructionBase> {
  if (fn.body === null) return;
  for (const st of statementsOf(fn.body)) if (st.kind === 'Instruction' || st.kind === 'UnmatchedInstruction') yield st as InstructionBase;
}

/** A body's blocks, itself first, each after the block it is nested in (given with it; null for the body). Iterative: blocks nest as deep as ptxas takes. */
export function* blocksOf(body: Block): Generator<[block: Block, parent: Block | null]> {
  const todo: Array<[Block, Block | null]> = [[body, null]];
  while (todo.length > 0) {
    const [block, parent] = todo.pop()!;
    yield [block, parent];
    for (const st of block.statements as Statement[]) if (st.kind === 'Block') todo.push([st, block]);
  }
}
