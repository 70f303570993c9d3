// parse(): PTX text in, a module AST with spans and the diagnostics out.
import { IGNORED_QUALIFIERS, OPCODES, REPEATABLE_QUALIFIERS } from '../generated/dispatch.js';
import type { FunctionDecl, Module, Span } from './ast.js';
import { Ch } from './chars.js';
import type { Diagnostic } from './diagnostics.js';
import { InstructionResolver } from './match/resolver.js';
import { Context, MAX_ERRORS } from './parser/context.js';
import { QuickInstruction } from './parser/quick-instruction.js';
import { parseModule } from './parser/module.js';
import { SourceText } from './source-text.js';
import { type Origin, recordOrigin } from './origin.js';
import { ParseRecords } from './parser/block-records.js';

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
  /** The text is all ASCII, when the caller knows (the CLI asks Buffer's isAscii); else it is checked. */
  ascii?: boolean;
  /**
   * Each function (definition or declaration), once parsed, to this callback instead of into the
   * module's directives, which keep the rest (header, variables, sections): a reader that looks at
   * one function at a time then holds one function's tree, not the module's. `module` is the
   * module so far, the directives above the function.
   */
  onFunction?: (fn: FunctionDecl, module: Module) => void;
  /**
   * False: a `.section`'s data lines and labels are checked but not kept, its `entries` left
   * empty (DWARF data, most of a -G module, for a reader that wants none of it).
   */
  sectionData?: boolean;
}

let shared: InstructionResolver | null = null;

/**
 * Parse PTX given as a string, or as its bytes (a file's contents, read as latin1: PTX is ASCII).
 * Bytes are parsed as they are, without first becoming one string.
 */
export function parse(input: string | Uint8Array, options: ParseOptions = {}): ParseResult {
  return parseWith(input, options, true);
}

/**
 * parse(), with the fast path for plain statements (quick-instruction.ts) or, `fast` false, without
 * it: the tests compare the two, which must differ in nothing but speed.
 */
export function parseWith(input: string | Uint8Array, options: ParseOptions, fast: boolean): ParseResult {
  const source = SourceText.of(input);
  const nul = source.bytes.indexOf(0);
  if (nul >= 0) {
    const module: Module = { kind: 'Module', directives: [], span: { start: 0, end: source.length, line: 1, column: 1 } };
    recordOrigin(module, source, new WeakMap());
    return {
      module,
      diagnostics: [{ severity: 'error', message: 'binary data (a NUL byte): this is not PTX text', span: charSpan(source.bytes, nul) }],
    };
  }
  shared ??= new InstructionResolver(OPCODES, IGNORED_QUALIFIERS, REPEATABLE_QUALIFIERS);
  const cx = new Context(source, options.validateOnly !== true);
  cx.sectionData = cx.retain && options.sectionData !== false;
  if (fast) cx.quick = new QuickInstruction(shared, cx.symbols, source);
  const parsed: Origin['children'] = new WeakMap();
  if (cx.retain) cx.records = new ParseRecords(source, parsed);
  const module = parseModule(cx, shared, options.onFunction);
  recordOrigin(module, source, parsed);
  const diagnostics = cx.diagnostics;
  // Names a function leaves unresolved are reported at its end (labels may be used before they
  // appear): put every diagnostic in source order, the error cap's 'too many errors' last.
  const capped = diagnostics.length > MAX_ERRORS ? diagnostics.pop()! : null;
  if (outOfOrder(diagnostics)) diagnostics.sort((a, b) => a.span.start - b.span.start);
  if (capped !== null) diagnostics.push(capped);
  // ptxas: "Unexpected non-ASCII character encountered on line N", in a comment or a string too.
  const at = options.ascii === true ? -1 : firstNonAscii(source.bytes);
  // Not past the error cap: its 'too many errors' stays the last word.
  if (at >= 0 && diagnostics.length < MAX_ERRORS) {
    const i = diagnostics.findIndex((d) => d.span.start > at);
    const bom = at === 0 ? source.byteOrderMark() : 0;
    const span = bom > 0 ? { start: 0, end: bom, line: 1, column: 1 } : charSpan(source.bytes, at);
    const d: Diagnostic =
      bom > 0
        ? { severity: 'error', message: 'a byte order mark (U+FEFF): PTX is ASCII text', span, fix: { message: 'remove the byte order mark', edits: [{ span, text: '' }] } }
        : { severity: 'error', message: 'unexpected non-ASCII character: PTX is ASCII text, comments and strings included', span };
    diagnostics.splice(i < 0 ? diagnostics.length : i, 0, d);
  }
  return { module, diagnostics };
}

function outOfOrder(diagnostics: readonly Diagnostic[]): boolean {
  for (let i = 1; i < diagnostics.length; i++) if (diagnostics[i]!.span.start < diagnostics[i - 1]!.span.start) return true;
  return false;
}

/** The span of the one character at `at` (found by a scan, not the lexer: its line is counted here). */
function charSpan(bytes: Uint8Array, at: number): Span {
  let line = 1;
  let lineStart = 0;
  for (let i = bytes.indexOf(Ch.LF); i >= 0 && i < at; i = bytes.indexOf(Ch.LF, i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { start: at, end: at + 1, line, column: at - lineStart + 1 };
}

/** Where the first byte above 0x7F is, or -1. */
function firstNonAscii(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  // Four bytes at a time where they are aligned: a fourth of the loop.
  while (i < n && (bytes.byteOffset + i) % 4 !== 0) if (bytes[i++]! > 0x7f) return i - 1;
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset + i, (n - i) >>> 2);
  let w = 0;
  while (w < words.length && (words[w]! & 0x80808080) === 0) w++;
  // From the first word with a byte above 0x7F (or the tail), byte by byte.
  for (i += w * 4; i < n; i++) if (bytes[i]! > 0x7f) return i;
  return -1;
}
