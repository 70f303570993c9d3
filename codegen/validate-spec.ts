// `node dist/codegen/validate-spec.js [FILE...]`: checks spec entries (all of spec/ by default,
// spec/types.json included).
import { loadSpec, specFiles, typesErrors } from './load-spec.js';

const all = process.argv.length <= 2;
const files = all ? specFiles('spec') : process.argv.slice(2);
const { entries, errors } = loadSpec(files);
if (all) errors.push(...typesErrors('spec'));
for (const e of errors) console.error(e);
const forms = entries.reduce((n, e) => n + e.forms.length, 0);
console.log(`${entries.length} entries, ${forms} forms, ${errors.length} errors`);
process.exit(errors.length > 0 ? 1 : 0);
