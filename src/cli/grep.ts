// `ptx grep PATTERN FILE...`: instructions by a dotted pattern, as `file:line:col: statement`.
import type { FunctionDecl } from '../ast.js';
import { globMatcher } from '../explore/glob.js';
import { eachMatch, grepCounter, spellingMatcher, type GrepOptions } from '../explore/grep.js';
import type { ModuleReader } from '../explore/walk.js';
import { outputOf, type Context, type FileOutput, type PerFile, type SourceFile } from './command.js';
import { JsonText } from './json-text.js';
import { latin1Of, TextBytes } from './text-bytes.js';

/** What is wrong with `pattern` (a usage error, found before any file is read); null when nothing. */
export function checkPattern(pattern: string): string | null {
  try {
    spellingMatcher(pattern);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

export const grep: PerFile = {
  streamed: (file, cx) => {
    const { opts } = cx;
    const inFn = opts.in === undefined ? undefined : globMatcher(String(opts.in));
    const options: GrepOptions = {
      reads: opts.reads === undefined ? undefined : String(opts.reads),
      writes: opts.writes === undefined ? undefined : String(opts.writes),
      inFunction: inFn === undefined ? undefined : (n) => inFn(n) || (cx.demangle !== undefined && inFn(cx.demangle(n))),
    };
    const pattern = String(opts.pattern);
    // Without --json, no JSON is written: a count keeps no match, and the lines are written as found.
    if (opts.json) return grepJson(file, pattern, options);
    if (opts.count) return outputOf(grepCounter(pattern, options), (n) => ({ text: countText(n, file, cx), json: {}, none: n === 0 }));
    return grepLines(file, cx, pattern, options);
  },
};

/** `path:count` of one of several files, the count alone of one. */
function countText(n: number, file: SourceFile, cx: Context): string {
  return cx.several ? `${cx.paint('path', file.path)}:${n}\n` : `${n}\n`;
}

/**
 * Each match as `path:line:col: statement  (function)`, the statement on one line, written into
 * one buffer as found: of 80,082 matches (ld.global on compute), no object or string is kept.
 */
function grepLines(file: SourceFile, cx: Context, pattern: string, options: GrepOptions): ModuleReader<FileOutput> {
  const { paint } = cx;
  const out = new TextBytes();
  // What colour puts around a line number (nothing without colour), the path and its colour before.
  const [lineOpen, lineClose] = paint('line', '\0').split('\0') as [string, string];
  const head = latin1Of(`${paint('path', file.path)}:${lineOpen}`);
  const afterLine = latin1Of(`${lineClose}:`);
  const afterColumn = latin1Of(': ');
  let fn: FunctionDecl | null = null;
  let tail: Uint8Array = new Uint8Array(0);
  let unmatchedTail = tail;
  let found = 0;
  const add = eachMatch(pattern, options, (st, f) => {
    if (f !== fn) {
      fn = f;
      tail = latin1Of(`  ${paint('dim', `(${f.name})`)}\n`);
      unmatchedTail = latin1Of(`  ${paint('dim', `(${f.name}, unmatched)`)}\n`);
    }
    const span = st.span();
    out.piece(head);
    out.decimal(span.line);
    out.piece(afterLine);
    out.decimal(span.column);
    out.piece(afterColumn);
    out.oneLine(file.bytes, span.start, span.end);
    out.piece(st.kind === 'UnmatchedInstruction' ? unmatchedTail : tail);
    found++;
  });
  return { add, result: () => ({ text: out.bytes(), json: {}, none: found === 0 }) };
}

/**
 * The matches as --json gives them (grepReader()'s GrepMatch objects), written into one buffer as
 * found: of 80,082 matches (ld.global on compute), no object or string is kept.
 */
function grepJson(file: SourceFile, pattern: string, options: GrepOptions): ModuleReader<FileOutput> {
  const out = new TextBytes();
  const column = latin1Of(',"column":');
  const text = latin1Of(',"text":');
  let fn: FunctionDecl | null = null;
  let head: Uint8Array = new Uint8Array(0);
  let count = 0;
  out.text('[');
  const add = eachMatch(pattern, options, (st, f) => {
    if (f !== fn) {
      fn = f;
      head = latin1Of(`{"function":${JSON.stringify(f.name)},"line":`);
    }
    const span = st.span();
    if (count++ > 0) out.text(',');
    out.piece(head);
    out.decimal(span.line);
    out.piece(column);
    out.decimal(span.column);
    out.piece(text);
    out.jsonOneLine(file.bytes, span.start, span.end);
    out.text(st.kind === 'UnmatchedInstruction' ? ',"unmatched":true}' : '}');
  });
  return {
    add,
    result: () => {
      out.text(']');
      return { text: '', json: { count, matches: new JsonText(out.bytes()) }, none: count === 0 };
    },
  };
}
