// `ptx grep PATTERN FILE...`: instructions by a dotted pattern, as `file:line:col: statement`.
import { globMatcher } from '../explore/glob.js';
import { grepModule, spellingMatcher } from '../explore/grep.js';
import type { Context, FileOutput, LoadedFile } from './command.js';

/** What is wrong with `pattern` (a usage error, found before any file is read); null when nothing. */
export function checkPattern(pattern: string): string | null {
  try {
    spellingMatcher(pattern);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

export function grep(file: LoadedFile, cx: Context): FileOutput {
  const { opts, paint } = cx;
  const inFn = opts.in === undefined ? undefined : globMatcher(String(opts.in));
  const matches = grepModule(file.module, file.text, String(opts.pattern), {
    reads: opts.reads === undefined ? undefined : String(opts.reads),
    writes: opts.writes === undefined ? undefined : String(opts.writes),
    inFunction: inFn === undefined ? undefined : (n) => inFn(n) || (cx.demangle !== undefined && inFn(cx.demangle(n))),
  });
  let text: string;
  if (opts.count) text = cx.several ? `${paint('path', file.path)}:${matches.length}\n` : `${matches.length}\n`;
  else text = matches.map((m) => `${paint('path', file.path)}:${paint('line', String(m.line))}:${m.column}: ${m.text}  ${paint('dim', `(${m.function}${m.unmatched === true ? ', unmatched' : ''})`)}\n`).join('');
  return { text, json: { count: matches.length, matches }, none: matches.length === 0 };
}
