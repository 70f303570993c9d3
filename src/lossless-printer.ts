// Lossless printing: a parsed module back to the text it was parsed from, byte for byte, but for
// what was edited since, which takes the canonical layout (printer.ts) and nothing more.
//
// Edits are found without any bookkeeping in the AST, so an in-place change of plain data
// (`i.operands[0] = ...`, `f.name = 'g'`) is never missed:
// - a node's source text is reused where its canonical text has the same tokens (comments and
//   white space aside); where they differ, only the tokens between the longest common prefix and
//   suffix are replaced, by the canonical text's;
// - a container (the module, a block, a section, a function's body) reuses the text between
//   children that were adjacent when parsed (comments, blank lines, text the parser could not
//   make sense of). A child not among its children as parsed is new and goes on a line of its
//   own; a removed child takes its line with it (its indentation and a trailing comment).
import type { Block, FunctionDecl, Module, Section, Span } from './ast.js';
import { Ch, charClass } from './chars.js';
import { integerLiteralBits } from './integer-literal.js';
import { Lexer, T } from './lexer.js';
import type { Child, Container, Origin } from './origin.js';
import { recordsOf } from './parser/block-records.js';
import { printFunctionHead, printNode, printSectionHead } from './printer.js';
import type { SourceText } from './source-text.js';

export function printLossless(module: Module, origin: Origin): string {
  const p = new LosslessPrinter(origin);
  p.container(module, 0, origin.source.length, module.directives, '', origin.source.length);
  return p.text();
}

class LosslessPrinter {
  private readonly parts: string[] = [];
  private readonly source: SourceText;
  private readonly bytes: Uint8Array;
  /** A lexer over the source, moved to each node compared. */
  private readonly lx: Lexer;
  private atLineStart = true;
  /**
   * Source text to copy, [copyStart, copyEnd), not yet in `parts`: consecutive copies make one
   * slice, so that an unedited module is one slice of its text, not three strings a statement.
   */
  private copyStart = 0;
  private copyEnd = 0;

  constructor(private readonly origin: Origin) {
    this.source = origin.source;
    this.bytes = origin.source.bytes;
    this.lx = new Lexer(origin.source);
  }

  text(): string {
    this.flush();
    return this.parts.length === 1 ? this.parts[0]! : this.parts.join('');
  }

  private flush(): void {
    if (this.copyEnd > this.copyStart) this.parts.push(this.source.slice(this.copyStart, this.copyEnd));
    this.copyStart = this.copyEnd = 0;
  }

  private emit(text: string): void {
    if (text.length === 0) return;
    this.flush();
    this.parts.push(text);
    this.atLineStart = text.charCodeAt(text.length - 1) === Ch.LF;
  }

  private copy(from: number, to: number): void {
    if (to <= from) return;
    if (from !== this.copyEnd || this.copyEnd === this.copyStart) {
      this.flush();
      this.copyStart = from;
    }
    this.copyEnd = to;
    this.atLineStart = this.bytes[to - 1] === Ch.LF;
  }

  /**
   * The children of `node`, which spans [start, end) of the source; new ones indented by `indent`.
   * With no child as parsed, new ones go at `openEnd` (past a block's `{`).
   */
  container(node: Container, start: number, end: number, children: readonly Child[], indent: string, openEnd: number): void {
    const was = this.origin.children.get(node) ?? [];
    const n = was.length;
    // Each child as parsed owns its text, and its whole line where it stands alone on it.
    const extStart: number[] = new Array(n);
    const extEnd: number[] = new Array(n);
    for (let k = 0; k < n; k++) [extStart[k], extEnd[k]] = this.lineOf(was[k]!.span, end);
    const closingStart = n > 0 ? extEnd[n - 1]! : openEnd;
    const indexOf = sameChildren(children, was) ? (_c: Child, i: number) => i : indexer(was);
    /** The text before each child as parsed up to the one of index `k`, once: the container's opening, then the gaps. */
    let lastGap = -1;
    const gapsThrough = (k: number) => {
      for (let j = lastGap + 1; j <= k; j++) {
        if (j === 0) this.opening(node, start, n > 0 ? extStart[0]! : openEnd);
        else this.copy(extEnd[j - 1]!, extStart[j]!);
      }
      lastGap = Math.max(lastGap, k);
    };
    let last = -1;
    // The next child as parsed to print at its place (its index in `children`), looked up for a new one.
    let ahead = 0;
    for (let i = 0; i < children.length; i++) {
      const c = children[i]!;
      const k = indexOf(c, i);
      if (k > last) {
        gapsThrough(k);
        this.copy(extStart[k]!, c.span.start);
        this.child(c, indent);
        this.copy(c.span.end, extEnd[k]!);
        last = k;
        continue;
      }
      // New, or moved up: a line of its own, after the text before the children removed up to the
      // next one kept (the blank line before a replaced statement stays before its replacement).
      if (ahead <= i) ahead = i + 1;
      while (ahead < children.length && indexOf(children[ahead]!, ahead) <= last) ahead++;
      gapsThrough(Math.max((ahead < children.length ? indexOf(children[ahead]!, ahead) : n) - 1, last, 0));
      if (!this.atLineStart) this.emit('\n');
      if (k >= 0) {
        this.emit(indent);
        this.child(c, indent);
      } else this.emit(printNode(c, indent));
      this.emit('\n');
    }
    gapsThrough(Math.max(n - 1, 0));
    this.copy(closingStart, end);
  }

  /** A container's text before its first child: a section's heading is compared. */
  private opening(node: Container, start: number, end: number): void {
    if (node.kind !== 'Section') return this.copy(start, end);
    const brace = this.braceEnd(start, end);
    this.node(start, brace, printSectionHead(node));
    this.copy(brace, end);
  }

  /** The end of the first `{` in [start, end), or `end`. */
  private braceEnd(start: number, end: number): number {
    const lx = this.lx;
    lx.pos = start;
    for (lx.next(); lx.kind !== T.EOF && lx.start < end; lx.next()) if (lx.is(Ch.LBRACE)) return lx.end;
    return end;
  }

  /** Past the line break ending the line at `p` when only white space or a comment comes first, else `p`. */
  private lineEnd(p: number, limit: number): number {
    const b = this.bytes;
    let e = p;
    while (e < limit && (b[e] === Ch.SPACE || b[e] === Ch.TAB || b[e] === Ch.CR)) e++;
    if (b[e] === Ch.SLASH && b[e + 1] === Ch.SLASH) while (e < limit && b[e] !== Ch.LF) e++;
    return e < limit && b[e] === Ch.LF ? e + 1 : p;
  }

  /** A child as parsed (or moved), at its place. */
  private child(c: Child, indent: string): void {
    switch (c.kind) {
      case 'Block':
        return this.block(c, indent);
      case 'Function':
        // One declared in a body (where statements are indented) is a statement: its text on one line.
        return indent === '' ? this.functionDecl(c) : this.node(c.span.start, c.span.end, printNode(c, indent).slice(indent.length));
      case 'Section':
        return this.container(c, c.span.start, c.span.end, c.entries, '\t', this.lineEnd(this.braceEnd(c.span.start, c.span.end), c.span.end));
      default:
        return this.node(c.span.start, c.span.end, printNode(c));
    }
  }

  private block(b: Block, indent: string): void {
    // Unread, so unedited: its text as it came (no node is made).
    if (recordsOf(b) !== null) return this.copy(b.span.start, b.span.end);
    this.container(b, b.span.start, b.span.end, b.statements, `${indent}\t`, this.lineEnd(b.span.start + 1, b.span.end));
  }

  /** A function: its heading compared as one node, then its body. */
  private functionDecl(f: FunctionDecl): void {
    const body = this.origin.children.get(f)?.[0] as Block | undefined;
    const headEnd = body?.span.start ?? f.span.end;
    let head = printFunctionHead(f);
    // A declaration's `;` is optional (ptxas): one written without keeps none.
    if (f.body === null && this.bytes[headEnd - 1] !== Ch.SEMI && body === undefined) head = head.slice(0, -1);
    this.node(f.span.start, headEnd, head);
    if (f.body !== null && f.body === body) this.block(f.body, '');
    else if (f.body !== null) {
      if (!this.atLineStart) this.emit('\n');
      this.emit(printNode(f.body));
    }
    this.copy(body?.span.end ?? f.span.end, f.span.end);
  }

  /**
   * Source [start, end) where `canonical` has the same tokens; else the source's text but for
   * the tokens between the longest common prefix and suffix, which are the canonical text's.
   */
  private node(start: number, end: number, canonical: string): void {
    if (this.sameButSpacing(start, end, canonical)) return this.copy(start, end);
    const lx = this.lx;
    const lc = new Lexer(canonical);
    lx.pos = start;
    lx.next();
    for (;;) {
      const srcDone = lx.kind === T.EOF || lx.start >= end;
      if (srcDone || lc.kind === T.EOF) {
        if (srcDone && lc.kind === T.EOF) return this.copy(start, end);
        break;
      }
      if (!sameToken(lx, lc)) break;
      lx.next();
      lc.next();
    }
    const a = tokens(this.lx, start, end);
    const b = tokens(new Lexer(canonical), 0, canonical.length);
    const same = (x: Token, y: Token) => sameText(this.source, x.start, x.end, x.kind, lc.source, y.start, y.end, y.kind);
    let p = 0;
    while (p < a.length && p < b.length && same(a[p]!, b[p]!)) p++;
    let q = 0;
    while (q < a.length - p && q < b.length - p && same(a[a.length - 1 - q]!, b[b.length - 1 - q]!)) q++;
    // The replaced tokens are a[p, aEnd) and b[p, bEnd). At a join where the canonical text
    // separates two tokens, the source's separator (white space, a comment) serves as well and
    // keeps the layout: `add.u32 \t%r3` stays tabbed when `.s32` becomes `.u32`.
    const aEnd = a.length - q;
    const bEnd = b.length - q;
    const srcL = p > 0 ? a[p - 1]!.end : start;
    // With no common suffix, what follows the last token (a function heading's line break) stays.
    const srcR = q > 0 ? a[aEnd]!.start : a.length > 0 ? a[a.length - 1]!.end : start;
    const canL = p > 0 ? b[p - 1]!.end : 0;
    const canR = q > 0 ? b[bEnd]!.start : canonical.length;
    // Where the source has none where white space is optional, none either (`.b8 95,91,78`), but
    // for a canonical line break. Where the source has some and the canonical text none, the
    // source's (`[ %rd1 + 4 ]` stays spaced when `%rd1` is renamed): a blank between two tokens
    // joins none, and changes no parse but before a `(` (`generic(v)`).
    const fits = (src0: number, src1: number, can0: number, can1: number) =>
      src1 > src0 === can1 > can0 ||
      (src1 === src0 && optionalSpace(canonical.charCodeAt(can0 - 1), canonical.charCodeAt(can1)) && !canonical.slice(can0, can1).includes('\n')) ||
      (can1 === can0 && canonical.charCodeAt(can1) !== Ch.LPAREN);
    const sep = (src0: number, src1: number, can0: number, can1: number) => (fits(src0, src1, can0, can1) ? this.source.slice(src0, src1) : canonical.slice(can0, can1));
    this.copy(start, srcL);
    if (p === bEnd) {
      // Tokens removed: one separator between what is left, the one after them where it fits
      // (the line break before a parameter list's `)`).
      if (p > 0 && q > 0) this.emit(fits(a[aEnd - 1]!.end, srcR, canL, canR) ? this.source.slice(a[aEnd - 1]!.end, srcR) : sep(srcL, a[p]!.start, canL, canR));
    } else {
      const midStart = b[p]!.start;
      const midEnd = b[bEnd - 1]!.end;
      if (p > 0) this.emit(p < aEnd ? sep(srcL, a[p]!.start, canL, midStart) : sep(srcL, srcR, canL, midStart));
      this.emit(canonical.slice(midStart, midEnd));
      if (q > 0) this.emit(p < aEnd ? sep(a[aEnd - 1]!.end, srcR, midEnd, canR) : canonical.slice(midEnd, canR));
    }
    this.copy(srcR, end);
  }

  /**
   * Is source [start, end) `canonical` but for white space: runs of it where the canonical text
   * has one space, and any (or none) where it is optional (optionalSpace),
   * outside strings and `@@DWARF` lines? Then the tokens are the same, without lexing them: so
   * it is for most of nvcc's lines (a tab after the opcode, `.b8 1,2,3`, a call over lines).
   */
  private sameButSpacing(start: number, end: number, canonical: string): boolean {
    const b = this.bytes;
    const m = canonical.length;
    let i = start;
    let j = 0;
    let verbatim = false;
    for (;;) {
      if (!verbatim) {
        const i0 = i;
        const j0 = j;
        while (i < end && SPACE[b[i]!] === 1) i++;
        if (j < m && canonical.charCodeAt(j) === Ch.SPACE) j++;
        if (i > i0 !== j > j0 && !optionalSpace(canonical.charCodeAt(j0 - 1), canonical.charCodeAt(j))) return false;
      }
      if (i >= end || j >= m) return i >= end && j >= m;
      // A character above U+00FF is 0xFF in the bytes: never equal here.
      const c = canonical.charCodeAt(j);
      if (b[i] !== c) return false;
      if (c === Ch.QUOTE) verbatim = !verbatim;
      else if (c === Ch.AT && canonical.charCodeAt(j + 1) === Ch.AT) verbatim = true;
      i++;
      j++;
    }
  }

  /**
   * [start, end) of a child's text: from its line's start and past its line's end (a trailing `//`
   * comment included) where it stands alone on its line, else its span. Not past `limit`, its
   * container's end (which is the end of its last token, when its closing brace is missing).
   */
  private lineOf(span: Span, limit: number): [number, number] {
    const b = this.bytes;
    let s = span.start;
    while (s > 0 && (b[s - 1] === Ch.SPACE || b[s - 1] === Ch.TAB)) s--;
    if (s > 0 && b[s - 1] !== Ch.LF) return [span.start, span.end];
    let e = span.end;
    for (;;) {
      while (e < b.length && (b[e] === Ch.SPACE || b[e] === Ch.TAB || b[e] === Ch.CR)) e++;
      if (b[e] !== Ch.SLASH || b[e + 1] !== Ch.STAR) break;
      const close = b.indexOf(Ch.STAR, e + 2);
      let c = close;
      while (c >= 0 && b[c + 1] !== Ch.SLASH) c = b.indexOf(Ch.STAR, c + 1);
      if (c < 0) break;
      e = c + 2;
    }
    if (b[e] === Ch.SLASH && b[e + 1] === Ch.SLASH) while (e < b.length && b[e] !== Ch.LF) e++;
    if (e < b.length && b[e] === Ch.LF) e++;
    else if (e < b.length) e = span.end;
    return [s, e <= limit ? e : span.end];
  }
}

/** White space inside a node. */
const SPACE = charClass(' \t\r\n');
/** Punctuation that is a token by itself, never the start or end of a longer one. */
const CLOSED_BEFORE = charClass(',;()[]{}');
/** The same but `(`: the parser tells `generic(v)` from `generic (v)`. */
const CLOSED_AFTER = charClass(',;)[]{}');

/** Is white space between the characters `before` and `after` (NaN: none) optional, changing no token and no parse? */
function optionalSpace(before: number, after: number): boolean {
  return CLOSED_BEFORE[before] === 1 || CLOSED_AFTER[after] === 1;
}

interface Token {
  kind: T;
  start: number;
  end: number;
}

function tokens(lx: Lexer, start: number, end: number): Token[] {
  const out: Token[] = [];
  lx.pos = start;
  for (lx.next(); lx.kind !== T.EOF && lx.start < end; lx.next()) out.push({ kind: lx.kind, start: lx.start, end: lx.end });
  return out;
}

/** Two lexers' current tokens are the same: the same text, or integers of the same value (`.loc` keeps numbers). */
function sameToken(a: Lexer, b: Lexer): boolean {
  return sameText(a.source, a.start, a.end, a.kind, b.source, b.start, b.end, b.kind);
}

function sameText(a: SourceText, as: number, ae: number, ak: T, b: SourceText, bs: number, be: number, bk: T): boolean {
  if (ak !== bk) return false;
  if (ae - as === be - bs) {
    const ab = a.bytes;
    const bb = b.bytes;
    let i = 0;
    let wide = false;
    for (; i < ae - as && ab[as + i] === bb[bs + i]; i++) if (ab[as + i] === 0xff) wide = true;
    // 0xFF stands for any character above U+00FF (in a string): those are compared as written.
    if (i === ae - as) return !wide || a.slice(as, ae) === b.slice(bs, be);
  }
  return ak === T.Int && sameInt(a.slice(as, ae), b.slice(bs, be));
}

function sameInt(a: string, b: string): boolean {
  const x = integerLiteralBits(a);
  return x !== null && x === integerLiteralBits(b);
}

function sameChildren(now: readonly Child[], was: readonly Child[]): boolean {
  if (now.length !== was.length) return false;
  for (let i = 0; i < now.length; i++) if (now[i] !== was[i]) return false;
  return true;
}

/** The index of a child among the children as parsed, or -1. */
function indexer(was: readonly Child[]): (c: Child) => number {
  const at = new Map<Child, number>();
  was.forEach((c, i) => at.set(c, i));
  return (c) => at.get(c) ?? -1;
}
