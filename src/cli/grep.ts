// `ptx grep PATTERN FILE...`: instructions by a dotted pattern, as `file:line:col: statement`.
import { globMatcher } from '../explore/glob.js';
import { grepCounter, grepReader, spellingMatcher, type GrepMatch, type GrepOptions } from '../explore/grep.js';
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
    const options: GrepOptions = {
      reads: opts.reads === undefined ? undefined : String(opts.reads),
      writes: opts.writes === undefined ? undefined : String(opts.writes),
      inFunction: inFn === undefined ? undefined : (n) => inFn(n) || (cx.demangle !== undefined && inFn(cx.demangle(n))),
    };
    // A count alone keeps no match (--json gives the matches with the count; without --json, no JSON is written).
    if (opts.count && !opts.json) return outputOf(grepCounter(String(opts.pattern), options), (n) => ({ text: countText(n, file, cx), json: {}, none: n === 0 }));
    return outputOf(grepReader(file.text, String(opts.pattern), options), (matches) => grepOutput(matches, file, cx));
  },
};

/** `path:count` of one of several files, the count alone of one. */
function countText(n: number, file: SourceFile, cx: Context): string {
  return cx.several ? `${cx.paint('path', file.path)}:${n}\n` : `${n}\n`;
}

function grepOutput(matches: GrepMatch[], file: SourceFile, cx: Context): FileOutput {
  const { opts, paint } = cx;
  let text: string;
  if (opts.count) text = countText(matches.length, file, cx);
  else text = matches.map((m) => `${paint('path', file.path)}:${paint('line', String(m.line))}:${m.column}: ${m.text}  ${paint('dim', `(${m.function}${m.unmatched === true ? ', unmatched' : ''})`)}\n`).join('');
  return { text, json: { count: matches.length, matches }, none: matches.length === 0 };
}
