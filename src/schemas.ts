// The `ptx-parser/schemas` entry: zod schemas of every AST node, up to a whole module (what
// `ptx dump` prints), and of a diagnostic, for validating JSON ASTs and diagnostics; the JSON
// Schema of a module is built from ModuleSchema.
import { z } from 'zod';
import type { Block, FunctionDecl, Module, Statement, TopLevel } from './ast.js';
import {
  AddressSizeSchema,
  AliasSchema,
  CallPrototypeSchema,
  DwarfSchema,
  FileDirectiveSchema,
  FunctionDirectiveSchema,
  LabelSchema,
  LinkageSchema,
  LocSchema,
  PragmaSchema,
  SectionSchema,
  SpanSchema,
  TargetSchema,
  TargetsSchema,
  UnmatchedInstructionSchema,
  VariableDeclSchema,
  VersionSchema,
} from './ast-schema.js';
import { InstructionSchema } from '../generated/schemas/index.js';

export * from './ast-schema.js';
export * from './diagnostic-schema.js';
export * from '../generated/schemas/index.js';

export const StatementSchema: z.ZodType<Statement> = z.lazy(() =>
  z.union([InstructionSchema, UnmatchedInstructionSchema, LabelSchema, BlockSchema, VariableDeclSchema, LocSchema, PragmaSchema, TargetsSchema, CallPrototypeSchema, FunctionDeclSchema]),
) as z.ZodType<Statement>;

export const BlockSchema: z.ZodType<Block> = z.object({ kind: z.literal('Block'), statements: z.array(StatementSchema), span: SpanSchema });

export const FunctionDeclSchema: z.ZodType<FunctionDecl> = z.object({
  kind: z.literal('Function'),
  linkage: LinkageSchema.nullable(),
  directive: z.enum(['.entry', '.func']),
  attributes: z.array(z.string()),
  returns: z.array(VariableDeclSchema).nullable(),
  name: z.string(),
  params: z.array(VariableDeclSchema).nullable(),
  directives: z.array(FunctionDirectiveSchema),
  body: BlockSchema.nullable(),
  span: SpanSchema,
});

export const TopLevelSchema: z.ZodType<TopLevel> = z.union([
  VersionSchema,
  TargetSchema,
  AddressSizeSchema,
  FileDirectiveSchema,
  SectionSchema,
  FunctionDeclSchema,
  VariableDeclSchema,
  PragmaSchema,
  AliasSchema,
  DwarfSchema,
  LocSchema,
]);

/** A whole module: the JSON `ptx dump` prints. */
export const ModuleSchema: z.ZodType<Module> = z.object({ kind: z.literal('Module'), directives: z.array(TopLevelSchema), span: SpanSchema });
