// Reading a spec/ data file: its JSON, validated by its schema. What is wrong with it is an error
// naming the file and the field, as the pages' errors do, never a raw parser or zod exception.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

/** A spec/ data file that does not read or validate: one message per problem. */
export class SpecFileError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('\n'));
  }
}

/** `specDir`/`file`, validated by `schema`; a SpecFileError when it does not read or validate. */
export function readSpecJson<S extends z.ZodType>(specDir: string, file: string, schema: S): z.infer<S> {
  const path = join(specDir, file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new SpecFileError([`${path}: ${(e as Error).message}`]);
  }
  const r = schema.safeParse(json);
  if (!r.success) throw new SpecFileError(r.error.issues.map((issue) => `${path}: ${issue.path.length > 0 ? issue.path.join('.') : '(the file)'}: ${issue.message}`));
  return r.data;
}
