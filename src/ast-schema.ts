// zod schemas of the AST's shared pieces, for validating JSON ASTs and for the generated
// per-opcode instruction schemas. Not used while parsing.
import { z } from 'zod';
import type { Guard, Operand, Span } from './ast.js';

export const SpanSchema: z.ZodType<Span> = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  line: z.number().int().min(1),
  column: z.number().int().min(1),
});

const text = <K extends string>(kind: K) => z.object({ kind: z.literal(kind), text: z.string(), span: SpanSchema });

export const OperandSchema: z.ZodType<Operand> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('Name'), name: z.string(), selector: z.string().nullable(), span: SpanSchema }),
    z.object({ kind: z.literal('Sink'), span: SpanSchema }),
    text('Int'),
    text('Float'),
    text('String'),
    z.object({ kind: z.literal('Unary'), op: z.enum(['-', '+', '!', '~']), arg: OperandSchema, span: SpanSchema }),
    z.object({
      kind: z.literal('Binary'),
      op: z.enum(['*', '/', '%', '+', '-', '<<', '>>', '<', '>', '<=', '>=', '==', '!=', '&', '^', '|', '&&', '||', '=']),
      left: OperandSchema,
      right: OperandSchema,
      span: SpanSchema,
    }),
    z.object({ kind: z.literal('Conditional'), test: OperandSchema, then: OperandSchema, else: OperandSchema, span: SpanSchema }),
    z.object({ kind: z.literal('Paren'), expr: OperandSchema, span: SpanSchema }),
    z.object({ kind: z.literal('Vector'), elements: z.array(OperandSchema), span: SpanSchema }),
    z.object({ kind: z.literal('Address'), items: z.array(OperandSchema), selector: z.string().nullable(), span: SpanSchema }),
    z.object({ kind: z.literal('Pair'), first: OperandSchema, second: OperandSchema, span: SpanSchema }),
    z.object({ kind: z.literal('List'), items: z.array(OperandSchema), span: SpanSchema }),
    z.object({ kind: z.literal('Call'), callee: z.string(), args: z.array(OperandSchema), span: SpanSchema }),
  ]),
) as z.ZodType<Operand>;

export const GuardSchema: z.ZodType<Guard> = z.object({
  negated: z.boolean(),
  predicate: z.object({ kind: z.literal('Name'), name: z.string(), selector: z.string().nullable(), span: SpanSchema }),
  span: SpanSchema,
});
