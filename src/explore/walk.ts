// The statements of a function body in written order, nested blocks flattened: blocks only scope
// names, and control passes through them as through the statements around them.
import type { Block, Module, Statement, TopLevel } from '../ast.js';

/** A body's statements, its nested blocks' in their place: the body's own list when it has none (not to be changed). */
export function statementsOf(block: Block): readonly Statement[] {
  // An array, not a generator: a generator's step costs more than most uses of a statement.
  if (!block.statements.some((st) => st.kind === 'Block')) return block.statements;
  const out: Statement[] = [];
  flatten(block, out);
  return out;
}

function flatten(block: Block, out: Statement[]): void {
  for (const st of block.statements) {
    if (st.kind === 'Block') flatten(st, out);
    else out.push(st);
  }
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
  /** It reads the entries of `.section` directives: a module read for it keeps them (ParseOptions.sectionData). */
  sections?: true;
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
