// Writes the JSON Schema of `ptx dump`'s output (a whole module) from the zod ModuleSchema, for
// users of the JSON in other languages; the build runs it, and the package exports the file as
// `ptx-parser/module.schema.json`. Usage: node dist/codegen/json-schema.js OUT
import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { ModuleSchema } from '../src/schemas.js';

const out = process.argv[2];
if (out === undefined) throw new Error('usage: json-schema.js OUT');
// Each shared node inline (`reused: 'ref'` makes a third of the text, in a hundred times as long).
const schema = { ...z.toJSONSchema(ModuleSchema), title: 'ptx-parser module AST (ptx dump)' };
writeFileSync(out, `${JSON.stringify(schema)}\n`);
