// `cfg`: a function's control-flow graph in basic blocks. A block starts at the entry, at each
// label and after an instruction that moves control (spec flow `jump` or `end`); it goes on to
// the next block unless it ends in an unguarded jump or end. A jump goes to the label it names,
// or to every label of the `.branchtargets` list it names (brx.idx).
import type { FunctionDecl, InstructionBase, Targets } from '../ast.js';
import { expandTargets } from './calls.js';
import { flowOf, labelOperands } from './roles.js';
import { oneLine } from './source-lines.js';
import { statementsOf } from './walk.js';

export interface BasicBlock {
  /** The label it starts at; `(entry)`, or `(line N)` for a block after a jump or end (no label can be so named). */
  id: string;
  /** The label it starts at; null for the entry and blocks after a jump or end. */
  label: string | null;
  /** Its instructions as written, one line each. */
  instructions: Array<{ line: number; text: string }>;
  /** It ends the function's run (ret, exit, trap) on some path. */
  exits: boolean;
}

export type EdgeKind = 'fallthrough' | 'jump' | 'branch' | 'indirect';

export interface Cfg {
  function: string;
  blocks: BasicBlock[];
  /** `jump`: an unguarded jump; `branch`: a guarded one (the block also falls through); `indirect`: one of brx.idx's targets. */
  edges: Array<{ from: string; to: string; kind: EdgeKind }>;
}

export function controlFlowGraph(fn: FunctionDecl, text: string): Cfg {
  const blocks: BasicBlock[] = [{ id: '(entry)', label: null, instructions: [], exits: false }];
  const edges: Cfg['edges'] = [];
  const lists = new Map<string, Targets>();
  const jumps: Array<{ from: BasicBlock; ins: InstructionBase; guarded: boolean }> = [];
  let current = blocks[0]!;
  /** The current block no longer goes on to the next one. */
  let stopped = false;
  const start = (b: BasicBlock) => {
    if (!stopped) edges.push({ from: current.id, to: b.id, kind: 'fallthrough' });
    blocks.push(b);
    current = b;
    stopped = false;
  };
  const statements = fn.body === null ? [] : [...statementsOf(fn.body)];
  for (const st of statements) if (st.kind === 'Targets' && st.directive === '.branchtargets') lists.set(st.label, st);
  let pendingSplit = false;
  for (const st of statements) {
    if (st.kind === 'Label') {
      start({ id: st.name, label: st.name, instructions: [], exits: false });
      pendingSplit = false;
      continue;
    }
    // One that matched no form is in its block all the same (as grep finds it); it moves no control.
    if (st.kind !== 'Instruction' && st.kind !== 'UnmatchedInstruction') continue;
    if (pendingSplit) {
      start({ id: `(line ${st.span.line})`, label: null, instructions: [], exits: false });
      pendingSplit = false;
    }
    current.instructions.push({ line: st.span.line, text: oneLine(text, st.span) });
    const flow = flowOf(st);
    if (flow !== 'jump' && flow !== 'end') continue;
    const guarded = st.guard !== null;
    if (flow === 'jump') jumps.push({ from: current, ins: st, guarded });
    else current.exits = true;
    stopped = !guarded;
    pendingSplit = true;
  }
  for (const { from, ins, guarded } of jumps) {
    for (const target of labelOperands(ins)) {
      const list = lists.get(target.name);
      if (list === undefined) edges.push({ from: from.id, to: target.name, kind: guarded ? 'branch' : 'jump' });
      else for (const t of expandTargets(list)) edges.push({ from: from.id, to: t, kind: 'indirect' });
    }
  }
  return { function: fn.name, blocks, edges };
}
