// The statements of a function body in written order, nested blocks flattened: blocks only scope
// names, and control passes through them as through the statements around them.
import type { Block, FunctionDecl, InstructionBase, Module, Node, Statement, TopLevel } from '../ast.js';

export function* statementsOf(block: Block): Generator<Statement> {
  for (const st of block.statements as Statement[]) {
    if (st.kind === 'Block') yield* statementsOf(st);
    else yield st;
  }
}

/** A function's instructions, those that matched no form (UnmatchedInstruction: a module with errors) too. */
export function* instructionsOf(fn: FunctionDecl): Generator<InstructionBase> {
  if (fn.body === null) return;
  for (const st of statementsOf(fn.body)) if (isInstruction(st)) yield st;
}

/**
 * A function's instructions, each with its ancestors (the module, the function, the blocks around
 * it): the scope in which defs() and uses() tell its variables from its registers, the variables
 * a nested block declares (a call sequence's `.param`s) included. The scope array is reused as
 * the walk goes on: copy it to keep it.
 */
export function* scopedInstructionsOf(module: Module, fn: FunctionDecl): Generator<{ ins: InstructionBase; scope: readonly Node[] }> {
  if (fn.body === null) return;
  const open: Array<{ block: Block; at: number }> = [{ block: fn.body, at: 0 }];
  const scope: Node[] = [module, fn, fn.body];
  while (open.length > 0) {
    const top = open[open.length - 1]!;
    const st = top.block.statements[top.at++] as Statement | undefined;
    if (st === undefined) {
      open.pop();
      scope.pop();
    } else if (st.kind === 'Block') {
      open.push({ block: st, at: 0 });
      scope.push(st);
    } else if (isInstruction(st)) yield { ins: st, scope };
  }
}

function isInstruction(st: Statement): st is Statement & InstructionBase {
  return st.kind === 'Instruction' || st.kind === 'UnmatchedInstruction';
}

/**
 * What a command gathers of a module, one top-level directive at a time: the directives of a
 * parsed module in turn (readModule()), or each function as parse()'s onFunction hands it over
 * and then the rest, so that no more than one function's tree is held. `module` holds at least
 * the directives above `d`.
 */
export interface ModuleReader<R> {
  add(d: TopLevel, module: Module): void;
  result(): R;
}

export function readModule<R>(module: Module, reader: ModuleReader<R>): R {
  for (const d of module.directives) reader.add(d, module);
  return reader.result();
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
