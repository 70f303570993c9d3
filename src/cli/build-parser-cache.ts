// Build step (package.json's bundle script): `node dist/src/cli/build-parser-cache.js BUNDLE_DIR PTX_DIR...`
// writes the code cache of BUNDLE_DIR's parser script, warmed on the .ptx files of the PTX_DIRs
// (the example and the nvcc corpus of the tests: the kinds of code a check runs through).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeParserCache } from './parser-script.js';

const [bundleDir, ...ptxDirs] = process.argv.slice(2);
if (bundleDir === undefined) throw new Error('usage: build-parser-cache BUNDLE_DIR PTX_DIR...');
const sample = ptxDirs
  .filter((d) => existsSync(d))
  .flatMap((d) => readdirSync(d).filter((f) => f.endsWith('.ptx')).sort().map((f) => readFileSync(join(d, f))));
writeParserCache(pathToFileURL(resolve(bundleDir) + '/'), sample);
