// A block's statements as the parser keeps them until they are read. A statement the fast path
// (quick-instruction.ts) accepted is a record of a few offsets into the source (about 36 bytes
// instead of the ~600 of its nodes); one the grammar parsed (nested blocks included) is kept as
// its node, with a record pointing at it. The block's `statements` is an own enumerable getter
// that makes the nodes on first access (quick-nodes.ts, without any check: the parse reported
// every diagnostic) and then replaces itself with a plain data property, so that JSON, spreading,
// structuredClone, walk() and the printers see plain data, the same as an eager tree's.
import type { Block, Span, Statement } from '../ast.js';
import type { NameMatch } from '../match/name-match.js';
import type { SourceText } from '../source-text.js';
import { QuickNodes } from './quick-nodes.js';

/** What a record holds: a statement the fast path accepted (quick-instruction.ts), of one of these kinds, or a node. */
export const enum Rec {
  Instruction,
  Label,
  Loc,
  Pragma,
  Declaration,
  Node,
}

/**
 * A record's fields: its Rec; the statement's start; an instruction's name start (a label's
 * colon); an instruction's operands start; its end; its line and where that line starts; an
 * instruction's spelling (an index into ParseRecords.matches), form (of its NameMatch's
 * table) and operand signature (match/signature.ts), or a node's index.
 */
const enum F {
  Tag,
  Start,
  Name,
  Operands,
  End,
  Line,
  LineStart,
  Match,
  Form,
  Signature,
  Stride,
}

/** Parses that kept records so far. */
let parses = 0;

/** What the blocks of one parse share: the spellings matched, the node maker, where records are written, and where read blocks' statements as parsed are noted (origin.ts). */
export class ParseRecords {
  readonly matches: NameMatch[] = [];
  /** This parse's number (NameMatch.recordedBy): 1 and up. */
  private readonly id = ++parses;
  readonly nodes: QuickNodes;
  /**
   * The records of the blocks being parsed, each block's after its enclosing block's (a nested
   * block is done before its parent goes on): each is copied out once, at its size, when done.
   */
  scratch: Int32Array = new Int32Array(1024 * F.Stride);
  /** Records written in `scratch`. */
  used = 0;

  constructor(
    readonly source: SourceText,
    /** Each block's statements as made on reading, for the lossless printer to tell edits by. */
    readonly parsed: WeakMap<object, readonly unknown[]>,
  ) {
    this.nodes = new QuickNodes(source);
  }

  /** By spelling (an index into `matches`) and form, the shapes of its instructions (shape()) by signature: small integers all, as a Map hashes best. */
  private readonly shapes: Array<Array<Map<number, number>>> = [];
  private shapeCount = 0;
  /** By spelling, the form, signature and shape last asked for: most instructions of a spelling repeat its last one's. */
  private readonly lastForm: number[] = [];
  private readonly lastSignature: number[] = [];
  private readonly lastShape: number[] = [];

  /** The index of the shape of instructions of spelling `match`, form `form` and operand signature `signature` (at most 28 bits). */
  shape(match: number, form: number, signature: number): number {
    if (this.lastForm[match] === form && this.lastSignature[match] === signature) return this.lastShape[match]!;
    const forms = (this.shapes[match] ??= []);
    const of = (forms[form] ??= new Map());
    let shape = of.get(signature);
    if (shape === undefined) of.set(signature, (shape = this.shapeCount++));
    this.lastForm[match] = form;
    this.lastSignature[match] = signature;
    this.lastShape[match] = shape;
    return shape;
  }

  /** The index of `m` in `matches`, kept on `m`: a Map's lookup per instruction cost about 20 ms of a 23 MB module. */
  matchIndex(m: NameMatch): number {
    if (m.recordedBy === this.id) return m.recordIndex;
    m.recordedBy = this.id;
    return (m.recordIndex = this.matches.push(m) - 1);
  }
}

/**
 * The most levels a statement's node made from a record holds below itself (quick-nodes.ts: an
 * instruction's `args`, an address, its items, a sum, a negation, a number, its span), with room
 * to spare; a test checks it on the corpus.
 */
export const RECORD_NODE_DEPTH = 12;

// The registry's symbol, not a module's own: the CLI's bundles parse with one copy of this code and read with another (as origin.ts's).
const RECORDS = Symbol.for('ptx-parser.records');

type LazyBlock = Block & { [RECORDS]: BlockRecords | null };

/** One block's records, written as it is parsed. */
export class BlockRecords {
  /** The records, once the block is done; till then they are in the parse's scratch, from `from` on. */
  private data: Int32Array | null = null;
  private readonly from: number;
  /** Records written. */
  count = 0;
  private nodes: Statement[] | null = null;

  constructor(readonly shared: ParseRecords) {
    this.from = shared.used;
  }

  /** A statement the fast path accepted. */
  quick(tag: Rec, start: number, name: number, operands: number, end: number, line: number, lineStart: number, match: number, form: number, signature: number): void {
    const shared = this.shared;
    let d = shared.scratch;
    const i = (this.from + this.count++) * F.Stride;
    if (i + F.Stride > d.length) {
      d = new Int32Array(d.length * 2);
      d.set(shared.scratch);
      shared.scratch = d;
    }
    shared.used++;
    d[i] = tag;
    d[i + F.Start] = start;
    d[i + F.Name] = name;
    d[i + F.Operands] = operands;
    d[i + F.End] = end;
    d[i + F.Line] = line;
    d[i + F.LineStart] = lineStart;
    d[i + F.Match] = match;
    d[i + F.Form] = form;
    d[i + F.Signature] = signature;
  }

  /** A statement the grammar made. */
  node(s: Statement): void {
    const nodes = (this.nodes ??= []);
    this.quick(Rec.Node, s.span.start, 0, 0, s.span.end, 0, 0, nodes.push(s) - 1, 0, 0);
  }

  /** The block of these statements, spanning `span`: its `statements` made on first access. */
  block(span: Span): Block {
    const shared = this.shared;
    this.data = shared.scratch.slice(this.from * F.Stride, (this.from + this.count) * F.Stride);
    shared.used = this.from;
    const b = { kind: 'Block', statements: NONE, span } as unknown as LazyBlock;
    Object.defineProperty(b, 'statements', { get: readStatements, set: writeStatements, enumerable: true, configurable: true });
    Object.defineProperty(b, RECORDS, { value: this, writable: true, enumerable: false, configurable: false });
    return b;
  }

  /** The node of record `k`. */
  statement(k: number): Statement {
    const d = this.data!;
    const i = k * F.Stride;
    const tag = d[i] as Rec;
    if (tag === Rec.Node) return this.nodes![d[i + F.Match]!]!;
    const nodes = this.shared.nodes;
    nodes.at(d[i + F.Line]!, d[i + F.LineStart]!);
    const start = d[i + F.Start]!;
    switch (tag) {
      case Rec.Instruction:
        return nodes.instruction(start, d[i + F.Name]!, d[i + F.Operands]!, d[i + F.End]!, this.shared.matches[d[i + F.Match]!]!, d[i + F.Form]!);
      case Rec.Label:
        return nodes.label(start, d[i + F.Name]!);
      case Rec.Loc:
        return nodes.loc(start, d[i + F.End]!);
      case Rec.Pragma:
        return nodes.pragma(start, d[i + F.End]!);
      default:
        return nodes.declaration(start, d[i + F.End]!);
    }
  }

  /** Every statement's node, in order. */
  statements(): Statement[] {
    const out: Statement[] = new Array(this.count);
    for (let k = 0; k < this.count; k++) out[k] = this.statement(k);
    return out;
  }

  tag(k: number): Rec {
    return this.data![k * F.Stride] as Rec;
  }

  /** Whether record `k`'s node is made from the record (then it nests at most RECORD_NODE_DEPTH levels), not kept as the grammar made it. */
  madeFromRecord(k: number): boolean {
    return this.data![k * F.Stride] !== Rec.Node;
  }

  /** The node record `k` points at (a Rec.Node record). */
  nodeAt(k: number): Statement {
    return this.nodes![this.data![k * F.Stride + F.Match]!]!;
  }

  /** The spelling of instruction record `k` (and its index in the parse's), and its form in the spelling's table. */
  matchAt(k: number): NameMatch {
    return this.shared.matches[this.data![k * F.Stride + F.Match]!]!;
  }

  /** The index of record `k`'s spelling in the parse's `matches`. */
  matchIndexAt(k: number): number {
    return this.data![k * F.Stride + F.Match]!;
  }

  formAt(k: number): number {
    return this.data![k * F.Stride + F.Form]!;
  }

  /** Where record `k`'s statement starts and ends, its line and column (a fast-path record's). */
  startAt(k: number): number {
    return this.data![k * F.Stride + F.Start]!;
  }

  endAt(k: number): number {
    return this.data![k * F.Stride + F.End]!;
  }

  lineAt(k: number): number {
    return this.data![k * F.Stride + F.Line]!;
  }

  columnAt(k: number): number {
    const i = k * F.Stride;
    return this.data![i + F.Start]! - this.data![i + F.LineStart]! + 1;
  }

  /**
   * A number equal for two instruction records of the parse with the same spelling, form and
   * operand signature (the kinds of its operands, match/signature.ts): a per-parse index.
   */
  shapeAt(k: number): number {
    const i = k * F.Stride;
    return this.shared.shape(this.data![i + F.Match]!, this.data![i + F.Form]!, this.data![i + F.Signature]!);
  }
}

/** A placeholder the getter replaces at once: the property's place among the block's keys. */
const NONE: readonly Statement[] = [];

/** The records of `b` while its statements are unread; null once read (or for a block not parsed). */
export function recordsOf(b: Block): BlockRecords | null {
  return (b as Partial<LazyBlock>)[RECORDS] ?? null;
}

function settle(b: LazyBlock, statements: Statement[]): void {
  Object.defineProperty(b, 'statements', { value: statements, writable: true, enumerable: true, configurable: true });
}

function readStatements(this: LazyBlock): Statement[] {
  const r = this[RECORDS]!;
  const statements = r.statements();
  settle(this, statements);
  r.shared.parsed.set(this, statements.slice());
  this[RECORDS] = null;
  return statements;
}

/** Assigned before read: the statements as parsed are made all the same, for the lossless printer to tell the new from the kept. */
function writeStatements(this: LazyBlock, statements: Statement[]): void {
  const r = this[RECORDS]!;
  r.shared.parsed.set(this, r.statements());
  settle(this, statements);
  this[RECORDS] = null;
}
