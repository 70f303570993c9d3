// `ptx grep PATTERN FILE...`: instructions by a dotted pattern, as `file:line:col: statement`.
import { globMatcher } from '../explore/glob.js';
import { grepReader, spellingMatcher, type GrepMatch } from '../explore/grep.js';
import { outputOf, type Context, type FileOutput, type PerFile, type SourceFile } from './command.js';

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
    const reader = grepReader(file.text, String(opts.pattern), {
      reads: opts.reads === undefined ? undefined : String(opts.reads),
      writes: opts.writes === undefined ? undefined : String(opts.writes),
      inFunction: inFn === undefined ? undefined : (n) => inFn(n) || (cx.demangle !== undefined && inFn(cx.demangle(n))),
    });
    return outputOf(reader, (matches) => grepOutput(matches, file, cx));
  },
};

function grepOutput(matches: GrepMatch[], file: SourceFile, cx: Context): FileOutput {
  const { opts, paint } = cx;
  let text: string;
  if (opts.count) text = cx.several ? `${paint('path', file.path)}:${matches.length}\n` : `${matches.length}\n`;
  else text = matches.map((m) => `${paint('path', file.path)}:${paint('line', String(m.line))}:${m.column}: ${m.text}  ${paint('dim', `(${m.function}${m.unmatched === true ? ', unmatched' : ''})`)}\n`).join('');
  return { text, json: { count: matches.length, matches }, none: matches.length === 0 };
}
