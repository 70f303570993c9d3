// zod schemas of the AST's nodes but instructions (generated per opcode), for validating JSON
// ASTs. Not used while parsing.
import { z } from 'zod';
import type { AddressSize, Alias, CallPrototype, Declarator, Dwarf, FileDirective, FunctionDirective, Guard, Label, Loc, Operand, Pragma, Section, SectionData, Span, Target, Targets, UnmatchedInstruction, VariableDecl, Version } from './ast.js';

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
    z.object({
      kind: z.literal('Index'),
      base: z.object({ kind: z.literal('Name'), name: z.string(), selector: z.string().nullable(), span: SpanSchema }),
      index: OperandSchema,
      selector: z.string().nullable(),
      span: SpanSchema,
    }),
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

// The rest of a module's nodes, for ModuleSchema (src/module-schema.ts): declarations and
// statements but instructions, which are generated per opcode.
export const DeclaratorSchema: z.ZodType<Declarator> = z.object({
  kind: z.literal('Declarator'),
  name: z.string(),
  count: z.number().int().nullable(),
  dims: z.array(OperandSchema.nullable()),
  init: OperandSchema.nullable(),
  span: SpanSchema,
});

export const LinkageSchema = z.enum(['.extern', '.visible', '.weak', '.common']);

export const VariableDeclSchema: z.ZodType<VariableDecl> = z.object({
  kind: z.literal('Variable'),
  linkage: LinkageSchema.nullable(),
  space: z.string(),
  attributes: z.array(z.string()),
  align: OperandSchema.nullable(),
  vector: z.string().nullable(),
  type: z.string(),
  ptr: z.object({ space: z.string().nullable(), align: OperandSchema.nullable() }).nullable(),
  declarators: z.array(DeclaratorSchema),
  span: SpanSchema,
});

export const LabelSchema: z.ZodType<Label> = z.object({ kind: z.literal('Label'), name: z.string(), span: SpanSchema });

export const LocSchema: z.ZodType<Loc> = z.object({
  kind: z.literal('Loc'),
  file: z.number().int(),
  line: z.number().int(),
  column: z.number().int(),
  functionName: OperandSchema.nullable(),
  inlinedAt: z.object({ file: z.number().int(), line: z.number().int(), column: z.number().int() }).nullable(),
  span: SpanSchema,
});

export const PragmaSchema: z.ZodType<Pragma> = z.object({ kind: z.literal('Pragma'), values: z.array(z.string()), span: SpanSchema });

export const TargetsSchema: z.ZodType<Targets> = z.object({
  kind: z.literal('Targets'),
  directive: z.enum(['.branchtargets', '.calltargets']),
  label: z.string(),
  targets: z.array(z.object({ name: z.string(), count: z.number().int().nullable() })),
  span: SpanSchema,
});

export const FunctionDirectiveSchema: z.ZodType<FunctionDirective> = z.object({ kind: z.literal('FunctionDirective'), name: z.string(), args: z.array(OperandSchema), span: SpanSchema });

export const CallPrototypeSchema: z.ZodType<CallPrototype> = z.object({
  kind: z.literal('CallPrototype'),
  label: z.string(),
  returns: z.array(VariableDeclSchema).nullable(),
  params: z.array(VariableDeclSchema).nullable(),
  directives: z.array(FunctionDirectiveSchema),
  span: SpanSchema,
});

export const UnmatchedInstructionSchema: z.ZodType<UnmatchedInstruction> = z.object({
  kind: z.literal('UnmatchedInstruction'),
  guard: GuardSchema.nullable(),
  opcode: z.string(),
  modifiers: z.array(z.string()).readonly(),
  qualifiers: z.record(z.string(), z.union([z.string(), z.literal(true)])).readonly(),
  defaults: z.record(z.string(), z.string()).readonly(),
  operands: z.array(OperandSchema),
  args: z.record(z.string(), OperandSchema),
  form: z.literal(-1),
  span: SpanSchema,
});

export const VersionSchema: z.ZodType<Version> = z.object({ kind: z.literal('Version'), version: z.string(), span: SpanSchema });
export const TargetSchema: z.ZodType<Target> = z.object({ kind: z.literal('Target'), targets: z.array(z.string()), span: SpanSchema });
export const AddressSizeSchema: z.ZodType<AddressSize> = z.object({ kind: z.literal('AddressSize'), size: z.number().int(), span: SpanSchema });
export const FileDirectiveSchema: z.ZodType<FileDirective> = z.object({
  kind: z.literal('File'),
  index: z.number().int(),
  name: z.string(),
  extra: z.array(z.object({ kind: z.literal('Int'), text: z.string(), span: SpanSchema })),
  span: SpanSchema,
});
export const SectionDataSchema: z.ZodType<SectionData> = z.object({ kind: z.literal('SectionData'), type: z.string(), values: z.array(OperandSchema), span: SpanSchema });
export const SectionSchema: z.ZodType<Section> = z.object({
  kind: z.literal('Section'),
  name: z.string(),
  entries: z.array(z.union([SectionDataSchema, LabelSchema])),
  span: SpanSchema,
});
export const AliasSchema: z.ZodType<Alias> = z.object({ kind: z.literal('Alias'), alias: z.string(), aliasee: z.string(), span: SpanSchema });
export const DwarfSchema: z.ZodType<Dwarf> = z.object({ kind: z.literal('Dwarf'), text: z.string(), span: SpanSchema });
