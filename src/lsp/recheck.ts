// Checking a document again after an edit that stays inside one function's body: that function is
// checked alone, in the text up to its end with the bodies before it emptied (but for their line
// breaks), and the last check's other diagnostics are kept, those after it moved by the edit. A
// function's diagnostics depend only on the text before it and itself, but for what debug
// information names across functions, the module's cap on errors and its first non-ASCII
// character: with those, or an edit reaching outside a body, the whole text is checked again.
import type { Span } from '../ast.js';
import { Ch } from '../chars.js';
import type { Diagnostic } from '../diagnostics.js';
import { T, Lexer } from '../lexer.js';
import { MAX_ERRORS } from '../parser/context.js';
import { parse } from '../parse.js';

/** A body: its `{`, after its `}`, and the line breaks between. */
type Body = readonly [start: number, end: number, lines: number];

/** A check's text and diagnostics, and its functions' bodies once scanned (null: the text has debug information, no re-check of one function). */
export interface Checked {
  text: string;
  diagnostics: Diagnostic[];
  bodies?: readonly Body[] | null;
}

/** `text` checked from scratch. */
export function check(text: string): Checked {
  return { text, diagnostics: parse(text, { validateOnly: true }).diagnostics };
}

/** `text`, an edit of `last.text`, checked again: only the function the edit falls in when it stays inside one body; else in full. */
export function recheck(last: Checked, text: string): Checked {
  return recheckBody(last, text) ?? check(text);
}

function recheckBody(last: Checked, text: string): Checked | null {
  if (last.diagnostics.length >= MAX_ERRORS || text.includes('\0')) return null;
  const bodies = (last.bodies ??= functionBodies(last.text));
  if (bodies === null) return null;
  const old = last.text;
  const [from, oldTo] = changed(old, text);
  const i = bodies.findIndex(([s, e]) => s < from && oldTo < e);
  if (i < 0) return null;
  const [start, oldEnd, oldLines] = bodies[i]!;
  const delta = text.length - old.length;
  const end = oldEnd + delta;
  const body = text.slice(start, end);
  // Still one body, and nothing the whole text's check places by what surrounds it: the first
  // non-ASCII character, a NUL, debug information (an inlined_at names a .loc of any body before).
  if (bodyEnd(body) !== body.length || NOT_PLAIN.test(body) || NOT_PLAIN.test(old.slice(start, oldEnd)) || DEBUG.test(body)) return null;
  const after = last.diagnostics.filter((d) => d.span.start >= oldEnd);
  const lines = count(body, '\n');
  // Diagnostics after the body move along with it, unless by lines (a message may name the line
  // of a place after the body: "the block opened at line N"), or along the body's closing line.
  if (after.length > 0 && (lines !== oldLines || after[0]!.span.line === lineAt(old, oldEnd - 1))) return null;
  // The text up to the body's end, the bodies before it emptied but for their line breaks: the
  // same lines and columns, offsets `removed` less.
  const parts: string[] = [];
  let at = 0;
  let removed = 0;
  for (const [s, e, n] of bodies.slice(0, i)) {
    // Blanks up to the `}` keep the columns of what follows it on its line.
    const pad = e - 1 - (n === 0 ? s + 1 : text.lastIndexOf('\n', e - 2) + 1);
    parts.push(text.slice(at, s + 1), '\n'.repeat(n), ' '.repeat(pad));
    removed += e - 1 - (s + 1) - n - pad;
    at = e - 1;
  }
  parts.push(text.slice(at, end));
  const shifted = (by: number) => (s: Span): Span => ({ ...s, start: s.start + by, end: s.end + by });
  const fresh = parse(parts.join(''), { validateOnly: true })
    .diagnostics.filter((d) => d.span.start >= start - removed)
    .map((d) => moved(d, shifted(removed)));
  // In source order, as parse() gives them.
  const diagnostics = [...last.diagnostics.filter((d) => d.span.start < start), ...fresh, ...after.map((d) => moved(d, shifted(delta)))];
  if (diagnostics.length >= MAX_ERRORS) return null;
  return { text, diagnostics, bodies: bodies.map((b, k): Body => (k < i ? b : k === i ? [start, end, lines] : [b[0] + delta, b[1] + delta, b[2]])) };
}

/** `d` with its spans and its fix's moved by `move`. */
function moved(d: Diagnostic, move: (s: Span) => Span): Diagnostic {
  const out: Diagnostic = { ...d, span: move(d.span) };
  if (d.fix !== undefined) out.fix = { ...d.fix, edits: d.fix.edits.map((e) => ({ ...e, span: move(e.span) })) };
  return out;
}

/** Debug information, which names labels and locations of other functions. */
const DEBUG = /\.section|inlined_at|@@DWARF/;

/** A NUL or a non-ASCII character. */
const NOT_PLAIN = /[^\x01-\x7f]/;

/** Where `a` and `b` differ: from, and the end in `a` (their common prefix and suffix left out). */
function changed(a: string, b: string): [number, number] {
  const n = Math.min(a.length, b.length);
  const CHUNK = 4096;
  let p = 0;
  // Chunks first: comparing substrings is a native compare.
  while (p + CHUNK <= n && a.slice(p, p + CHUNK) === b.slice(p, p + CHUNK)) p += CHUNK;
  while (p < n && a.charCodeAt(p) === b.charCodeAt(p)) p++;
  let s = 0;
  while (s + CHUNK <= n - p && a.slice(a.length - s - CHUNK, a.length - s) === b.slice(b.length - s - CHUNK, b.length - s)) s += CHUNK;
  while (s < n - p && a.charCodeAt(a.length - 1 - s) === b.charCodeAt(b.length - 1 - s)) s++;
  return [p, a.length - s];
}

/**
 * The functions' bodies of `text`, each from its `{` to after its `}`; null where the text has a
 * debug section, an inlined_at or a @@DWARF line, which name labels and locations of other
 * functions, or a `#` line. A scan of the characters, comments and strings skipped: the lexer
 * would take as long as a check.
 */
function functionBodies(text: string): Body[] | null {
  if (DEBUG.test(text)) return null;
  const out: Body[] = [];
  const n = text.length;
  let depth = 0;
  let header = false;
  let start = -1;
  let line = 0;
  let lines = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === Ch.LF) lines++;
    else if (c === Ch.SLASH && text.charCodeAt(i + 1) === Ch.SLASH) {
      const eol = text.indexOf('\n', i);
      i = (eol < 0 ? n : eol) - 1;
    } else if (c === Ch.SLASH && text.charCodeAt(i + 1) === Ch.STAR) {
      const close = text.indexOf('*/', i + 2);
      if (close < 0) return null;
      lines += count(text.slice(i, close), '\n');
      i = close + 1;
    } else if (c === Ch.QUOTE) {
      for (i++; i < n && text.charCodeAt(i) !== Ch.QUOTE; i++) {
        const d = text.charCodeAt(i);
        if (d === Ch.LF) return null;
      }
    } else if (c === Ch.HASH) return null;
    else if (depth === 0 && c === Ch.DOT && (directiveAt(text, i, '.entry') || directiveAt(text, i, '.func'))) header = true;
    else if (depth === 0 && c === Ch.SEMI) header = false;
    else if (c === Ch.LBRACE) {
      if (depth++ === 0 && header) {
        start = i;
        line = lines;
        header = false;
      }
    } else if (c === Ch.RBRACE && depth > 0 && --depth === 0 && start >= 0) {
      out.push([start, i + 1, lines - line]);
      start = -1;
    }
  }
  return out;
}

/** Is `directive` written at `at` in `text`, a whole word? */
function directiveAt(text: string, at: number, directive: string): boolean {
  return text.startsWith(directive, at) && !/[\w$]/.test(text[at + directive.length] ?? ' ');
}

/** Where the block opening `body` closes (after its `}`), or -1. */
function bodyEnd(body: string): number {
  const lx = new Lexer(body);
  let depth = 0;
  for (; !lx.at(T.EOF); lx.next()) {
    if (!lx.at(T.Punct)) continue;
    if (lx.value === Ch.LBRACE) depth++;
    else if (lx.value === Ch.RBRACE && --depth === 0) return lx.end;
  }
  return -1;
}

function count(s: string, ch: string): number {
  let n = 0;
  for (let i = s.indexOf(ch); i >= 0; i = s.indexOf(ch, i + 1)) n++;
  return n;
}

/** The line (from 1) of `offset` in `text`. */
function lineAt(text: string, offset: number): number {
  return count(text.slice(0, offset), '\n') + 1;
}
