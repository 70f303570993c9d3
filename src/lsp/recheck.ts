// Checking a document again after an edit that stays inside one function's body: that function is
// checked alone, in the text up to its end with the bodies before it emptied (but for their line
// breaks), and the last check's other diagnostics are kept, those after it moved by the edit. A
// function's diagnostics depend only on the text before it and itself, but for what debug
// information names across functions, the module's cap on errors and its first non-ASCII
// character: with those, or an edit reaching outside a body, the whole text is checked again.
import type { Span } from '../ast.js';
import { scanBlocks } from '../block-scan.js';
import type { Diagnostic } from '../diagnostics.js';
import { MAX_ERRORS } from '../parser/context.js';
import { parse } from '../parse.js';
import { SourceText } from '../source-text.js';
import { lineOf } from '../explore/source-lines.js';

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
  if (NOT_PLAIN.test(body) || NOT_PLAIN.test(old.slice(start, oldEnd)) || DEBUG.test(body)) return null;
  const block = scanBlocks(SourceText.of(body).bytes).blocks[0];
  if (block?.end !== body.length) return null;
  const after = last.diagnostics.filter((d) => d.span.start >= oldEnd);
  const lines = block.lines;
  // Diagnostics after the body move along with it, unless by lines (a message may name the line
  // of a place after the body: "the block opened at line N"), or along the body's closing line.
  if (after.length > 0 && (lines !== oldLines || after[0]!.span.line === lineOf(old, oldEnd - 1))) return null;
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
 * functions, or what the block scan calls irregular.
 */
function functionBodies(text: string): Body[] | null {
  if (DEBUG.test(text)) return null;
  const scan = scanBlocks(SourceText.of(text).bytes);
  return scan.irregular ? null : scan.blocks.filter((b) => b.body).map((b): Body => [b.start, b.end, b.lines]);
}
