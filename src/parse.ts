// parse(): PTX text in, a module AST with spans and the diagnostics out.
import { IGNORED_QUALIFIERS, OPCODES } from '../generated/dispatch.js';
import type { Module } from './ast.js';
import type { Diagnostic } from './diagnostics.js';
import { InstructionResolver } from './match/resolver.js';
import { Context } from './parser/context.js';
import { QuickInstruction } from './parser/quick-instruction.js';
import { parseModule } from './parser/module.js';

export interface ParseResult {
  module: Module;
  /** Errors and warnings in source order; the module is valid PTX syntax when there is no error. */
  diagnostics: Diagnostic[];
}

export interface ParseOptions {
  /**
   * Only check: everything is parsed and every diagnostic is reported, but nothing is kept: the
   * module comes back with no directives. Memory then stays near the text's size.
   */
  validateOnly?: boolean;
  /**
   * The same text as one byte per character (a file read as latin1: its Buffer), if the caller
   * has it; saves converting the string for the lexer.
   */
  bytes?: Uint8Array;
}

let shared: InstructionResolver | null = null;

export function parse(text: string, options: ParseOptions = {}): ParseResult {
  const nul = text.indexOf('\0');
  if (nul >= 0) {
    const before = text.slice(0, nul);
    const line = before.split('\n').length;
    const column = nul - before.lastIndexOf('\n');
    return {
      module: { kind: 'Module', directives: [], span: { start: 0, end: text.length, line: 1, column: 1 } },
      diagnostics: [{ severity: 'error', message: 'binary data (a NUL byte): this is not PTX text', span: { start: nul, end: nul + 1, line, column } }],
    };
  }
  shared ??= new InstructionResolver(OPCODES, IGNORED_QUALIFIERS);
  const cx = new Context(text, options.validateOnly !== true, options.bytes);
  if (!cx.retain) cx.quick = new QuickInstruction(shared, cx.symbols, cx.src);
  const module = parseModule(cx, shared);
  return { module, diagnostics: cx.diagnostics };
}
