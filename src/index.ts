// The library: parse PTX text into a typed AST with spans, print it back.
export { parse, type ParseOptions, type ParseResult } from './parse.js';
export { print, type PrintOptions } from './print.js';
export { printInstruction, printOperand } from './printer.js';
export { formatDiagnostic, type Diagnostic, type Edit, type Fix } from './diagnostics.js';
export type * from './ast.js';
export * from './explore/index.js';
/** The instruction node of each opcode by name: `LdInstruction`, `MbarrierArriveInstruction`. */
export type * from '../generated/instruction-types.js';
export { walk, type Visitor, type NodeOfKind } from './walk.js';
export { BySpelling, forEachStatement, instructionCount, StatementRef, type StatementKind } from './body-statements.js';
export { defs, uses } from './defs-uses.js';
export { isInstruction } from './is-instruction.js';
export { parseStatement, replaceStatement, type StatementContext, type StatementResult } from './edit.js';
