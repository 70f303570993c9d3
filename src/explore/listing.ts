// `ls`: a module's functions and kernels, then its variables, each with what a reader looks for first.
import type { FunctionDecl, Module, Operand, TopLevel, VariableDecl } from '../ast.js';
import { integerLiteralBits } from '../integer-literal.js';
import { printOperand } from '../printer.js';
import { typeFacts } from '../types/type-facts.js';
import { vectorLanes } from '../types/vectors.js';
import { calleesOf, CallSites, isCall } from './calls.js';
import { lineOf } from './source-lines.js';
import { readModule, type ModuleReader } from './walk.js';
import { BySpelling, forEachStatement, lastStatementAt } from '../body-statements.js';

export interface Parameter {
  name: string;
  /** The declaration as written but its name: `.param .u64 .ptr .global .align 16`. */
  type: string;
  /** Array dimensions as written after the name (`[24]`); empty for none. */
  dims: string;
}

export interface FunctionInfo {
  name: string;
  kind: 'entry' | 'func';
  /** `.visible`, `.extern`, `.weak`; null for none. */
  linkage: string | null;
  /** A declaration (a prototype ending in `;`) rather than a definition. */
  declaration: boolean;
  returns: Parameter[];
  params: Parameter[];
  /** First and last line of its text. */
  lines: [number, number];
  instructions: number;
  /** Registers declared in its body, by type: `{ ".b32": 12, ".pred": 3 }`. */
  registers: Record<string, number>;
  /** Directives after its parameters, as written: `.maxntid 256, 1, 1`. */
  directives: string[];
  /** The functions it calls, directly or through a register (its `.calltargets`), each once, in call order. */
  callees: string[];
  /** The C++ name, when asked for and the name is a mangled one. */
  demangled?: string;
}

export interface VariableInfo {
  name: string;
  /** `.global`, `.const`, `.shared`... */
  space: string;
  linkage: string | null;
  /** Vector and element type: `.v4 .f32`; with `[4][2]` for arrays. */
  type: string;
  /** Bytes, where the type and every dimension are known. */
  size: number | null;
  line: number;
}

export interface Listing {
  functions: FunctionInfo[];
  variables: VariableInfo[];
}

/** The functions (definitions and declarations, in written order) and module variables of `module`, `text` its source (or its bytes, one per character). */
export function listModule(module: Module, text: string | Uint8Array, demangle?: (name: string) => string): Listing {
  return readModule(module, listingReader(text, demangle));
}

/** listModule() one directive at a time (walk.ts ModuleReader). */
export function listingReader(text: string | Uint8Array, demangle?: (name: string) => string): ModuleReader<Listing> {
  const functions: FunctionInfo[] = [];
  const variables: VariableInfo[] = [];
  const calls = new BySpelling(isCall);
  // The functions a body declares (`.extern .func g();`, the module's), listed after it as declarations at module scope are.
  const declared: FunctionDecl[] = [];
  const add = (d: TopLevel) => {
    if (d.kind === 'Function') {
      functions.push(functionInfo(d, text, calls, demangle, declared));
      for (const g of declared) functions.push(functionInfo(g, text, calls, demangle, declared));
      declared.length = 0;
    } else if (d.kind === 'Variable') variables.push(...variableInfo(d));
  };
  return { add, result: () => ({ functions, variables }) };
}

/** What ls says of `fn`; the functions its body declares are pushed to `declared`. */
function functionInfo(fn: FunctionDecl, text: string | Uint8Array, only: BySpelling<boolean>, demangle: ((name: string) => string) | undefined, declared: FunctionDecl[]): FunctionInfo {
  const registers: Record<string, number> = {};
  let instructions = 0;
  const calls = new CallSites(only);
  // One walk of the body for its registers, instructions and calls: of the instructions, only calls are visited.
  if (fn.body !== null) {
    instructions = forEachStatement(
      fn.body,
      (st) => {
        calls.visit(st);
        if (st.kind === 'Function') declared.push(st.node() as FunctionDecl);
        if (st.kind !== 'Variable') return;
        const v = st.node() as VariableDecl;
        if (v.space !== '.reg') return;
        const type = v.vector === null ? v.type : `${v.vector} ${v.type}`;
        for (const d of v.declarators) registers[type] = (registers[type] ?? 0) + (d.count ?? 1);
      },
      only,
    );
  }
  const info: FunctionInfo = {
    name: fn.name,
    kind: fn.directive === '.entry' ? 'entry' : 'func',
    linkage: fn.linkage,
    declaration: fn.body === null,
    returns: (fn.returns ?? []).flatMap(parameters),
    params: (fn.params ?? []).flatMap(parameters),
    // The last line's counted from the last statement's: a few bytes to read, not the whole body's.
    lines: [fn.span.line, lineOf(text, Math.max(fn.span.start, fn.span.end - 1), fn.body === null ? fn.span : lastStatementAt(fn.body))],
    instructions,
    registers,
    directives: fn.directives.map((d) => [d.name, d.args.map(printOperand).join(', ')].filter((s) => s !== '').join(' ')),
    callees: calleesOf(calls.sites()),
  };
  const demangled = demangle?.(fn.name);
  if (demangled !== undefined && demangled !== fn.name) info.demangled = demangled;
  return info;
}

function parameters(v: VariableDecl): Parameter[] {
  return v.declarators.map((d) => ({ name: d.name, type: declaredType(v), dims: dims(d.dims) }));
}

/** A declaration's space, vector, type and what goes with them, as the printer writes them. */
function declaredType(v: VariableDecl): string {
  const parts: string[] = [v.space];
  if (v.align !== null) parts.push(`.align ${printOperand(v.align)}`);
  if (v.vector !== null) parts.push(v.vector);
  parts.push(v.type);
  if (v.ptr !== null) {
    parts.push('.ptr');
    if (v.ptr.space !== null) parts.push(v.ptr.space);
    if (v.ptr.align !== null) parts.push(`.align ${printOperand(v.ptr.align)}`);
  }
  return parts.join(' ');
}

function dims(list: Array<Operand | null>): string {
  return list.map((d) => `[${d === null ? '' : printOperand(d)}]`).join('');
}

function variableInfo(v: VariableDecl): VariableInfo[] {
  const element = typeBytes(v.type);
  return v.declarators.map((d) => {
    let size: number | null = element === null ? null : element * (v.vector === null ? 1 : vectorLanes(v.vector));
    for (const dim of d.dims) {
      const n = dim?.kind === 'Int' ? integerLiteralBits(dim.text) : null;
      size = size === null || n === null ? null : size * Number(n);
    }
    return {
      name: d.name,
      space: v.space,
      linkage: v.linkage,
      type: (v.vector === null ? v.type : `${v.vector} ${v.type}`) + dims(d.dims),
      size: size !== null && Number.isSafeInteger(size) ? size : null,
      line: d.span.line,
    };
  });
}

/** Bytes of a scalar type (`.u32`, `.f16x2`: 4); null for `.pred` and the opaque types (`.texref`). */
function typeBytes(type: string): number | null {
  const t = typeFacts(type);
  return t === undefined || t.kind === 'pred' || t.kind === 'opaque' ? null : t.bits / 8;
}
