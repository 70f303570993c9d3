// `ptx dump` as JSON, written piece by piece: the JSON of a module of tens of MB is longer than the
// longest string a JS engine can hold, and its tree may be 100,000 levels deep (a long constant
// expression), more than any recursion takes. Compact, it is the text JSON.stringify(value) gives.
// Indented, it is JSON.stringify(value, null, 1)'s down to MAX_INDENT levels, and deeper levels
// are written compact: the output grows with the tree, not with its depth times its size.
//
// The text is written byte by byte into a buffer handed on a chunk at a time, by a recursive
// walk whose for-in V8 reads through each object's enum cache; past RECURSION levels, by a loop
// over an explicit stack of the open arrays and objects. JSON.stringify of each statement,
// indented and then re-indented, took two thirds of a dump's time, and JSON.stringify of a whole
// function, compact, takes a third more than this.
//
// A block not read yet (parser/block-records.ts) is written a statement at a time, each node made
// from its record, written and dropped, and the block left unread: the tree is never whole in
// memory (compute, 23 MB: 583 MB peak before), and its short-lived nodes cost the collector little.
// Those nodes are a few levels deep, so runs of them are written by JSON.stringify, which is
// faster than this writer (about 5.5 against 7 s for compute's 600 MB of compact JSON).
import { Ch } from '../chars.js';
import type { Block } from '../ast.js';
import { type BlockRecords, RECORD_NODE_DEPTH, recordsOf } from '../parser/block-records.js';

/** Deepest indented level (one space a level). */
const MAX_INDENT = 64;

/** Levels written by recursion; deeper ones, by the explicit stack. */
const RECURSION = 256;

/** Bytes handed to `write` at a time. */
const CHUNK = 1 << 16;

/** Statements made from records written by one JSON.stringify call. */
const RUN = 64;

export function writeJson(root: unknown, write: (text: string) => void, compact = false): void {
  const w = new JsonWriter(write, compact ? -1 : MAX_INDENT);
  w.value(root, 0);
  w.end();
}

class JsonWriter {
  private readonly buf = Buffer.allocUnsafe(CHUNK);
  private n = 0;
  /** The explicit stack's open arrays and objects, each one level deeper than the one before. */
  private readonly open: Array<unknown[] | Record<string, unknown>> = [];
  /** An open object's keys (null for an array), its next member and how many were written. */
  private readonly keys: Array<string[] | null> = [];
  private readonly next: number[] = [];
  private readonly written: number[] = [];

  constructor(
    private readonly write: (text: string) => void,
    /** The deepest level written indented; -1: none (compact). */
    private readonly maxIndent: number,
  ) {}

  /** `v`, at level `depth`. */
  value(v: unknown, depth: number): void {
    switch (typeof v) {
      case 'string':
        return this.string(v);
      case 'number':
        return this.number(v);
      case 'boolean':
        return this.ascii(v ? 'true' : 'false');
      case 'object':
        if (v === null) return this.ascii('null');
        if (depth >= RECURSION) return this.deep(v, depth);
        return Array.isArray(v) ? this.array(v, depth) : this.object(v as Record<string, unknown>, depth);
      default:
        this.ascii(JSON.stringify(v));
    }
  }

  end(): void {
    if (this.n > 0) this.write(this.buf.toString('latin1', 0, this.n));
  }

  private array(a: unknown[], depth: number): void {
    this.byte(Ch.LBRACKET);
    for (let i = 0; i < a.length; i++) {
      this.member(i, depth + 1, null);
      const m = a[i];
      this.value(omitted(m) ? null : m, depth + 1);
    }
    this.close(a.length, depth, Ch.RBRACKET);
  }

  private object(o: Record<string, unknown>, depth: number): void {
    this.byte(Ch.LBRACE);
    let written = 0;
    for (const k in o) {
      // Before reading it: reading an unread block's statements makes and keeps them all.
      const records = k === 'statements' ? recordsOf(o as unknown as Block) : null;
      if (records !== null) {
        this.member(written++, depth + 1, k);
        this.unkept(records, depth + 1);
        continue;
      }
      const m = o[k];
      // JSON.stringify leaves out what is undefined, a function or a symbol.
      if (omitted(m)) continue;
      this.member(written++, depth + 1, k);
      this.value(m, depth + 1);
    }
    this.close(written, depth, Ch.RBRACE);
  }

  /** The statements of an unread block, at `depth`: as array() would write them, each made from its record and then dropped. */
  private unkept(r: BlockRecords, depth: number): void {
    this.byte(Ch.LBRACKET);
    // Indented, JSON.stringify's levels are a run's own: only where every level is indented.
    const stringify = this.maxIndent < 0 || depth + 1 + RECORD_NODE_DEPTH <= this.maxIndent;
    for (let i = 0; i < r.count; ) {
      if (!stringify || !r.madeFromRecord(i)) {
        this.member(i, depth + 1, null);
        this.value(r.statement(i), depth + 1);
        i++;
        continue;
      }
      const run: unknown[] = [];
      const first = i;
      while (i < r.count && run.length < RUN && r.madeFromRecord(i)) run.push(r.statement(i++));
      if (first > 0) this.byte(Ch.COMMA);
      this.run(run, depth);
    }
    this.close(r.count, depth, Ch.RBRACKET);
  }

  /**
   * The members of `run`, an array at `depth`, as member() and value() would write them:
   * JSON.stringify's text of the array without its brackets. Indented, the array is put `depth`
   * arrays deep so that its members' lines are indented as here, and cut out of that text.
   */
  private run(run: unknown[], depth: number): void {
    if (this.maxIndent < 0) return this.text(JSON.stringify(run), 1, 1);
    let v: unknown = run;
    for (let k = 0; k < depth; k++) v = [v];
    // Before the run: `[` and a line break with k + 1 spaces for each enclosing level k, then its
    // own `[`; after it, a line break with depth spaces and `]`, then those of each enclosing level.
    this.text(JSON.stringify(v, null, 1), (depth * (depth + 5)) / 2 + 1, depth + 2 + (depth * (depth + 3)) / 2);
  }

  /** `s` without its first `from` and last `less` characters, handed on whole after what is buffered. */
  private text(s: string, from: number, less: number): void {
    this.end();
    this.n = 0;
    this.write(s.slice(from, s.length - less));
  }

  /** `v` and what it holds, from an explicit stack: as value() would write them. */
  private deep(v: object, depth: number): void {
    const open = this.open;
    const base = open.length - depth;
    this.push(v);
    while (open.length > base + depth) {
      const top = open.length - 1;
      const level = top - base;
      const keys = this.keys[top]!;
      let i = this.next[top]!;
      let member: unknown;
      let key: string | null = null;
      if (keys === null) {
        const a = open[top] as unknown[];
        if (i === a.length) {
          this.pop(level, Ch.RBRACKET);
          continue;
        }
        member = a[i++];
        if (omitted(member)) member = null;
      } else {
        const o = open[top] as Record<string, unknown>;
        while (i < keys.length && omitted((member = o[keys[i]!]))) i++;
        if (i === keys.length) {
          this.pop(level, Ch.RBRACE);
          continue;
        }
        key = keys[i++]!;
      }
      this.next[top] = i;
      this.member(this.written[top]!++, level + 1, key);
      if (typeof member === 'object' && member !== null) this.push(member);
      else this.value(member, level + 1);
    }
  }

  private push(v: object): void {
    const array = Array.isArray(v);
    this.byte(array ? Ch.LBRACKET : Ch.LBRACE);
    this.open.push(v as Record<string, unknown>);
    this.keys.push(array ? null : Object.keys(v));
    this.next.push(0);
    this.written.push(0);
  }

  private pop(depth: number, bracket: number): void {
    this.close(this.written[this.written.length - 1]!, depth, bracket);
    this.open.pop();
    this.keys.pop();
    this.next.pop();
    this.written.pop();
  }

  /** Before the member `index` of a container at `depth - 1`: its comma, line break and key. */
  private member(index: number, depth: number, key: string | null): void {
    if (index > 0) this.byte(Ch.COMMA);
    this.newline(depth);
    if (key === null) return;
    this.string(key);
    this.byte(Ch.COLON);
    if (depth <= this.maxIndent) this.byte(Ch.SPACE);
  }

  /** The bracket closing a container at `depth` of `written` members. */
  private close(written: number, depth: number, bracket: number): void {
    if (written > 0) this.newline(depth);
    this.byte(bracket);
  }

  private newline(depth: number): void {
    if (depth > this.maxIndent) return;
    this.room(depth + 1);
    const b = this.buf;
    b[this.n++] = Ch.LF;
    for (let k = 0; k < depth; k++) b[this.n++] = Ch.SPACE;
  }

  /** A string as JSON.stringify writes it: those with nothing to escape (most) char by char. */
  private string(s: string): void {
    const len = s.length;
    if (len + 2 <= CHUNK) {
      this.room(len + 2);
      const b = this.buf;
      let n = this.n;
      b[n++] = Ch.QUOTE;
      let i = 0;
      for (; i < len; i++) {
        const c = s.charCodeAt(i);
        if (c < 0x20 || c === Ch.QUOTE || c === Ch.BACKSLASH || c > 0x7e) break;
        b[n++] = c;
      }
      if (i === len) {
        b[n++] = Ch.QUOTE;
        this.n = n;
        return;
      }
    }
    this.ascii(JSON.stringify(s));
  }

  private number(v: number): void {
    // A small non-negative integer (offsets, lines, counts) digit by digit.
    if (v >= 0 && v <= 0x7fffffff && (v | 0) === v) {
      let digits = 1;
      for (let x = v; x >= 10; x = (x / 10) | 0) digits++;
      this.room(digits);
      const b = this.buf;
      let n = (this.n += digits);
      let x = v;
      do {
        b[--n] = Ch.D0 + (x % 10);
        x = (x / 10) | 0;
      } while (x > 0);
      return;
    }
    this.ascii(JSON.stringify(v));
  }

  /** Text whose characters are written as their low bytes, as a latin1 Buffer write does. */
  private ascii(s: string): void {
    for (let i = 0; i < s.length; ) {
      this.room(1);
      const end = Math.min(s.length, i + CHUNK - this.n);
      const b = this.buf;
      let n = this.n;
      for (; i < end; i++) b[n++] = s.charCodeAt(i);
      this.n = n;
    }
  }

  private byte(c: number): void {
    this.room(1);
    this.buf[this.n++] = c;
  }

  /** Room for `k` (at most CHUNK) more bytes, handing on those written when they would not fit. */
  private room(k: number): void {
    if (this.n + k <= CHUNK) return;
    this.end();
    this.n = 0;
  }
}

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
function omitted(v: unknown): boolean {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol';
}
