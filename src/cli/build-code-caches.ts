// Build step (package.json's bundle script): `node dist/src/cli/build-code-caches.js BUNDLE_DIR PTX_DIR...`
// writes the code caches of BUNDLE_DIR's scripts (cached-script.ts), warmed on the .ptx files of
// the PTX_DIRs (the example and the nvcc corpus of the tests: the kinds of code a check runs
// through): the parser's by checking each, the explore commands' by each streamed command on some.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Explore from './explore-commands.js';
import { writeParserCache } from './parser-script.js';
import { writeExploreCache } from './explore-script.js';

const [bundleDir, ...ptxDirs] = process.argv.slice(2);
if (bundleDir === undefined) throw new Error('usage: build-code-caches BUNDLE_DIR PTX_DIR...');
const paths = ptxDirs.filter((d) => existsSync(d)).flatMap((d) => readdirSync(d).filter((f) => f.endsWith('.ptx')).sort().map((f) => join(d, f)));
const dir = pathToFileURL(resolve(bundleDir) + '/');
await writeParserCache(dir, paths.map((p) => readFileSync(p)));
// Every eighth file: the commands' code is reached as well by fewer, and the build stays short.
const REQUESTS: Array<Pick<Explore.Request, 'command' | 'opts'>> = [
  { command: 'ls', opts: {} },
  { command: 'stats', opts: {} },
  { command: 'calls', opts: { format: 'tree' } },
  { command: 'grep', opts: { pattern: 'ld.global' } },
];
await writeExploreCache(dir, async (e) => {
  for (const path of paths.filter((_p, i) => i % 8 === 0)) for (const r of REQUESTS) await e.processFile({ ...r, colour: false, several: false }, path);
});
