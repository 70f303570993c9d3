// A function body's statements read without making their nodes, for tools that want less than
// the nodes (counts, opcodes, spellings, places). A parsed block keeps the statements the fast path
// accepted as records until its `statements` is read (parser/block-records.ts); this reads the
// records of a block not read yet, and the nodes of one read (or built by hand), alike.
import type { Block, InstructionBase, Span, Statement } from './ast.js';
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
 * to statement (copy what you keep of it). Of a record, only the kind is read on the move: the
 * rest when asked (a count by shape reads none of it). So `opcode`, `modifiers` and `form` are
 * getters of the class, not own fields: `{ ...ref }`, `Object.assign` and `JSON.stringify(ref)`
 * copy `kind` and `blocks` only; copy what you keep by name
 * (`{ kind: s.kind, opcode: s.opcode, form: s.form, span: s.span() }`).
 */
export class StatementRef {
  kind: StatementKind = 'Instruction';
  /** The blocks around the statement, the body first. */
  readonly blocks: Block[] = [];
  private records: BlockRecords | null = null;
  private index = 0;
  private made: Statement | null = null;

  /** An instruction's fused opcode (InstructionBase's); '' for other statements. */
  get opcode(): string {
    const m = this.matched();
    return m === null ? '' : m.opcode;
  }

  /** An instruction's qualifier tokens as written (InstructionBase's `modifiers`); none for other statements. */
  get modifiers(): readonly string[] {
    const m = this.matched();
    return m === null ? NO_MODIFIERS : m.modifiers;
  }

  /** An instruction's matched form (InstructionBase's `form`); -1 for other statements and an instruction that matched none. */
  get form(): number {
    const r = this.records;
    if (r === null) {
      const s = this.made!;
      return s.kind === 'Instruction' || s.kind === 'UnmatchedInstruction' ? s.form : -1;
    }
    return r.tag(this.index) === Rec.Instruction ? r.matchAt(this.index).table!.formBase + r.formAt(this.index) : -1;
  }

  /** The opcode and modifiers of an instruction, null for other statements. */
  private matched(): Pick<InstructionBase, 'opcode' | 'modifiers'> | null {
    const r = this.records;
    if (r === null) {
      const s = this.made!;
      return s.kind === 'Instruction' || s.kind === 'UnmatchedInstruction' ? s : null;
    }
    return r.tag(this.index) === Rec.Instruction ? r.matchAt(this.index) : null;
  }

  /** The index of an instruction record's spelling in the parse (ParseRecords.matches); -1 for other statements and nodes. */
  spelling(): number {
    const r = this.records;
    return r === null || r.tag(this.index) !== Rec.Instruction ? -1 : r.matchIndexAt(this.index);
  }

  /** @internal The statement of record `k` of `r`. */
  atRecord(r: BlockRecords, k: number): void {
    this.records = r;
    this.index = k;
    this.made = null;
    this.kind = KIND_OF_RECORD[r.tag(k)]!;
  }

  /** @internal The statement `s`, a node. */
  atNode(s: Exclude<Statement, Block>): void {
    this.records = null;
    this.made = s;
    this.kind = s.kind;
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
   * block read, not an instruction, or one the grammar read (the fast path reads a signature only
   * after the grammar has read one like it under the module's .target). What the spec says of such instructions (their category,
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
 * With `only`, an instruction it rejects is passed by unseen: of a record, by its spelling and
 * form alone (most of a body, for a reader that wants calls or one pattern). How many
 * instructions the body holds (those that matched no form too), visited or not.
 */
export function forEachStatement(body: Block, visit: (s: StatementRef) => void, only?: BySpelling<boolean>): number {
  return visitBlock(body, new StatementRef(), visit, only);
}

function visitBlock(b: Block, ref: StatementRef, visit: (s: StatementRef) => void, only: BySpelling<boolean> | undefined): number {
  let instructions = 0;
  ref.blocks.push(b);
  const r = recordsOf(b);
  if (r === null) {
    for (const s of b.statements) {
      if (s.kind === 'Block') instructions += visitBlock(s, ref, visit, only);
      else {
        ref.atNode(s);
        if (s.kind === 'Instruction' || s.kind === 'UnmatchedInstruction') {
          instructions++;
          if (only !== undefined && !only.get(ref)) continue;
        }
        visit(ref);
      }
    }
  } else {
    for (let k = 0; k < r.count; k++) {
      const tag = r.tag(k);
      if (tag === Rec.Instruction) {
        instructions++;
        if (only !== undefined && !only.at(r, k, ref)) continue;
        ref.atRecord(r, k);
      } else if (tag !== Rec.Node) ref.atRecord(r, k);
      else {
        const s = r.nodeAt(k);
        if (s.kind === 'Block') {
          instructions += visitBlock(s, ref, visit, only);
          continue;
        }
        ref.atNode(s);
        if (s.kind === 'Instruction' || s.kind === 'UnmatchedInstruction') {
          instructions++;
          if (only !== undefined && !only.get(ref)) continue;
        }
      }
      visit(ref);
    }
  }
  ref.blocks.pop();
  return instructions;
}

/**
 * Where the last statement of `body` starts (of its last nested block, when that comes last) and
 * its line; the body's own start when it has none: a place near its end whose line is known.
 */
export function lastStatementAt(body: Block): { start: number; line: number } {
  const r = recordsOf(body);
  const n = r === null ? body.statements.length : r.count;
  if (n === 0) return body.span;
  if (r !== null && r.madeFromRecord(n - 1)) return { start: r.startAt(n - 1), line: r.lineAt(n - 1) };
  const last = r === null ? body.statements[n - 1]! : r.nodeAt(n - 1);
  return last.kind === 'Block' ? lastStatementAt(last) : last.span;
}

/** How many instructions `body` holds (nested blocks' included), those that matched no form too. */
export function instructionCount(body: Block): number {
  return forEachStatement(body, () => {}, NO_INSTRUCTION);
}

/**
 * What `of` says of an instruction that its spelling, form and operand kinds decide (a spec fact,
 * a pattern's match): asked once per shape (StatementRef.shape()), and for a statement without one,
 * each time. Of one parse, as shapes are.
 */
export class ByShape<T> {
  private readonly known: Array<T | undefined> = [];

  constructor(private readonly of: (s: StatementRef) => T) {}

  get(s: StatementRef): T {
    const shape = s.shape();
    if (shape < 0) return this.of(s);
    let v = this.known[shape];
    if (v === undefined) this.known[shape] = v = this.of(s);
    return v;
  }
}

/**
 * What `of` says of an instruction that its spelling and form decide (a pattern's match, how it
 * moves control): asked once per spelling and form of the parse's records, and for a node, each
 * time. Unlike a shape, a record's spelling and form are read as they are, not looked up: the
 * filter forEachStatement() takes. Of one parse, as spellings' indices are.
 */
export class BySpelling<T> {
  /** By spelling, by form. */
  private readonly known: Array<Array<T | undefined>> = [];

  constructor(private readonly of: (s: StatementRef) => T) {}

  get(s: StatementRef): T {
    const spelling = s.spelling();
    return spelling < 0 ? this.of(s) : this.known[spelling]?.[s.form] ?? this.learn(spelling, s);
  }

  /** @internal Of instruction record `k` of `r`; `ref` moved there if it must be asked. */
  at(r: BlockRecords, k: number, ref: StatementRef): T {
    const v = this.known[r.matchIndexAt(k)]?.[r.matchAt(k).table!.formBase + r.formAt(k)];
    if (v !== undefined) return v;
    ref.atRecord(r, k);
    return this.learn(r.matchIndexAt(k), ref);
  }

  private learn(spelling: number, s: StatementRef): T {
    const v = this.of(s);
    (this.known[spelling] ??= [])[s.form] = v;
    return v;
  }
}

/** A filter of no instruction. */
const NO_INSTRUCTION = new BySpelling(() => false);
