// The explore commands as the `ptx` bin loads them: the script explore.cjs (cached-script.ts), whose
// imports of the parser and of the dispatch tables are left out of it (package.json's bundle
// script) and answered with the parser script's exports, so that a process loads and compiles the
// tables (940 KB of script) once.
import { loadCachedScript, writeScriptCache, type CachedScript, type ProvidedModules } from './cached-script.js';
import type * as Explore from './explore-commands.js';
import { loadParserScript, type ParserExports } from './parser-script.js';

const SCRIPT = 'explore.cjs';

/** The script's imports the parser script answers, by specifier as the bundle's externals name them. */
const fromParser = (parser: ParserExports): ProvidedModules => ({ '../parse.js': parser, '../../generated/dispatch.js': parser });

/** The explore script in directory `dir` (a URL ending in `/`), with the parser script, both with their code caches unless `useCache` is false; null where there is none (the unbundled CLI). */
export function loadExploreScript(dir: URL, useCache = true): CachedScript<typeof Explore> | null {
  const parser = loadParserScript(dir, useCache);
  return parser === null ? null : loadCachedScript<typeof Explore>(dir, SCRIPT, useCache, fromParser(parser));
}

/** Write the code cache of the explore script in `dir` (its parser script's written already), made once `warm` has run its exports. Its size in bytes. */
export function writeExploreCache(dir: URL, warm: (e: typeof Explore) => Promise<void>): Promise<number> {
  const parser = loadParserScript(dir);
  if (parser === null) throw new Error(`no parser script in ${dir.pathname}`);
  return writeScriptCache<typeof Explore>(dir, SCRIPT, warm, fromParser(parser));
}
