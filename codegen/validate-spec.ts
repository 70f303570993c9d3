// `node dist/codegen/validate-spec.js [FILE...]`: checks spec entries (all of spec/ by default).
import { loadSpec, specFiles } from './load-spec.js';

const files = process.argv.length > 2 ? process.argv.slice(2) : specFiles('spec');
const { entries, errors } = loadSpec(files);
for (const e of errors) console.error(e);
const forms = entries.reduce((n, e) => n + e.forms.length, 0);
console.log(`${entries.length} entries, ${forms} forms, ${errors.length} errors`);
process.exit(errors.length > 0 ? 1 : 0);
