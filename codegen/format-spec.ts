// `npm run spec:format [-- --check]`: lays out every spec/ JSON file in the one layout
// (spec-format.ts); with --check, lists those not in it and exits 1, writing nothing.
import { formatSpec } from './spec-format.js';

const check = process.argv.includes('--check');
const files = formatSpec('spec', !check);
for (const f of files) console.log(`${check ? 'not formatted' : 'formatted'}: spec/${f}`);
if (check && files.length > 0) {
  console.error(`${files.length} spec files are not formatted: run \`npm run spec:format\``);
  process.exitCode = 1;
}
