// zod schemas of a diagnostic and its fix, for validating what `ptx parse --json` and the library
// hand to clients. Not used while parsing.
import { z } from 'zod';
import type { Diagnostic, Edit, Fix } from './diagnostics.js';
import { SpanSchema } from './ast-schema.js';

export const EditSchema: z.ZodType<Edit> = z.object({ span: SpanSchema, text: z.string() });

export const FixSchema: z.ZodType<Fix> = z.object({ message: z.string(), edits: z.array(EditSchema).min(1) });

export const DiagnosticSchema: z.ZodType<Diagnostic> = z.object({
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  span: SpanSchema,
  fix: FixSchema.optional(),
});
