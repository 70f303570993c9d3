// A function body's statements read without making their nodes, for tools that want less than
// the nodes (counts, opcodes, spellings, places). A parsed block keeps the statements the fast path
// accepted as records until its `statements` is read (parser/block-records.ts); this reads the
// records of a block not read yet, and the nodes of one read (or built by hand), alike.
import type { Block, Span, Statement } from './ast.js';
import { type BlockRecords, Rec, recordsOf } from './parser/block-records.js';

/** The kinds of statement a body holds, blocks aside (forEachStatement() goes into them). */
export type StatementKind = Exclude<Statement['kind'], 'Block'>;

const KIND_OF_RECORD: Record<number, StatementKind> = {
  [Rec.Instruction]: 'Instruction',
  [Rec.Label]: 'Label',
  [Rec.Loc]: 'Loc',
  [Rec.Pragma]: 'Pragma',
  [Rec.Declaration]: 'Variable',
};

const NO_MODIFIERS: readonly string[] = [];

/**
 * One statement of a body, as forEachStatement() hands it over: one object moved from statement
 * to statement (copy what you keep of it).
 */
export class StatementRef {
  kind: StatementKind = 'Instruction';
  /** An instruction's fused opcode and its qualifier tokens as written (InstructionBase's); '' and none for other statements. */
  opcode = '';
  modifiers: readonly string[] = NO_MODIFIERS;
  /** An instruction's matched form (InstructionBase's `form`); -1 for other statements and an instruction that matched none. */
  form = -1;
  /** The blocks around the statement, the body first. */
  readonly blocks: Block[] = [];
  private records: BlockRecords | null = null;
  private index = 0;
  private made: Statement | null = null;

  /** @internal The statement of record `k` of `r`. */
  atRecord(r: BlockRecords, k: number): void {
    this.records = r;
    this.index = k;
    this.made = null;
    const tag = r.tag(k);
    this.kind = KIND_OF_RECORD[tag]!;
    if (tag === Rec.Instruction) {
      const m = r.matchAt(k);
      this.opcode = m.opcode;
      this.modifiers = m.modifiers;
      this.form = m.table!.formBase + r.formAt(k);
    } else this.other();
  }

  /** @internal The statement `s`, a node. */
  atNode(s: Exclude<Statement, Block>): void {
    this.records = null;
    this.made = s;
    this.kind = s.kind;
    if (s.kind === 'Instruction' || s.kind === 'UnmatchedInstruction') {
      this.opcode = s.opcode;
      this.modifiers = s.modifiers;
      this.form = s.form;
    } else this.other();
  }

  private other(): void {
    this.opcode = '';
    this.modifiers = NO_MODIFIERS;
    this.form = -1;
  }

  /** Where it is in the source. */
  span(): Span {
    const r = this.records;
    if (r === null) return this.made!.span;
    const k = this.index;
    return { start: r.startAt(k), end: r.endAt(k), line: r.lineAt(k), column: r.columnAt(k) };
  }

  /**
   * Its node: for a block not read yet, made now, alone and anew at each call (the block's own are
   * made when it is read); else the block's.
   */
  node(): Statement {
    return this.made ?? this.records!.statement(this.index);
  }

  /**
   * A number equal for two instructions of one parse with the same spelling, form and operand
   * kinds (match/signature.ts: a register, an immediate, an address...); -1 for a statement of a
   * block read, or not an instruction. What the spec says of such instructions (their category,
   * the state spaces of their addresses) can then be worked out once for all of them.
   */
  shape(): number {
    const r = this.records;
    return r === null || r.tag(this.index) !== Rec.Instruction ? -1 : r.shapeAt(this.index);
  }
}

/**
 * Each statement of `body` in written order, those of nested blocks in their place, handed to
 * `visit` as the one StatementRef (moved on after each call). Nothing is made of a block not read.
 */
export function forEachStatement(body: Block, visit: (s: StatementRef) => void): void {
  visitBlock(body, new StatementRef(), visit);
}

function visitBlock(b: Block, ref: StatementRef, visit: (s: StatementRef) => void): void {
  ref.blocks.push(b);
  const r = recordsOf(b);
  if (r === null) {
    for (const s of b.statements) {
      if (s.kind === 'Block') visitBlock(s, ref, visit);
      else {
        ref.atNode(s);
        visit(ref);
      }
    }
  } else {
    for (let k = 0; k < r.count; k++) {
      if (r.tag(k) !== Rec.Node) ref.atRecord(r, k);
      else {
        const s = r.nodeAt(k);
        if (s.kind === 'Block') {
          visitBlock(s, ref, visit);
          continue;
        }
        ref.atNode(s);
      }
      visit(ref);
    }
  }
  ref.blocks.pop();
}

/** How many instructions `body` holds (nested blocks' included), those that matched no form too. */
export function instructionCount(body: Block): number {
  let n = 0;
  forEachStatement(body, (s) => {
    if (s.kind === 'Instruction' || s.kind === 'UnmatchedInstruction') n++;
  });
  return n;
}
