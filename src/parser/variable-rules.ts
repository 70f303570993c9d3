// What ptxas requires of a variable declaration beyond its grammar: a power-of-two alignment (at
// most 128 for a .param); .pred only in .reg, and no .reg array; a vector .param only as an array;
// an initializer only in .global and .const, no longer than the array it fills; a complete
// array type unless `.extern` or sized by its initializer (a .func parameter may be `p[]`); no
// `.param` at module scope.
import type { Operand, VariableDecl } from '../ast.js';
import { isOpaque, isPacked, typeBits, typeFacts } from '../types/type-facts.js';
import { vectorLanes } from '../types/vectors.js';
import type { Context } from './context.js';
import { initializerCheckOf, intValue } from './initializer-rules.js';
import { SINK_NAME } from '../check/symbols.js';

/** Where a declaration stands. */
export type DeclarationPlace = 'module' | 'body' | 'entry-param' | 'func-param' | 'prototype-param';

/** Why a variable of the opaque type `type` is not declared in a function's body. */
export function opaqueInBody(type: string): string | null {
  return isOpaque(type) ? `a ${type} variable is declared at module scope or as a kernel parameter, not in a function's body` : null;
}

/**
 * Why `p`, a parameter or return value of a `.func` with a body, cannot be: a scalar texture,
 * sampler or surface (ptxas: "Variable 't' cannot be allocated in .param state space", "into a
 * register"), which a kernel's parameters, a declaration's and a prototype's may be, and an array of them; or null.
 */
export function opaqueParameter(p: VariableDecl): string | null {
  const scalar = p.declarators.find((d) => d.dims.length === 0);
  return scalar !== undefined && isOpaque(p.type) ? `'${scalar.name}': a defined function's ${p.space} parameter is no scalar ${p.type} (a kernel's may be, or an array of them)` : null;
}

/** The state spaces whose variables may have an initial value. */
const INITIALIZED = new Set(['.global', '.const']);

// Run for every declaration, a kernel's parameters included, mostly before V8 optimizes it: plain
// loops and no temporary arrays (an iterator per for-of costs there).
export function checkVariable(cx: Context, v: VariableDecl, place: DeclarationPlace): void {
  // ptxas: "Alignment must be a power of two".
  if (v.align !== null) checkAlignment(cx, v.align);
  if (v.ptr !== null && v.ptr.align !== null) checkAlignment(cx, v.ptr.align);
  // ptxas: "Parameter variables may not be declared at module scope".
  if (place === 'module' && v.space === '.param') cx.error('a .param variable cannot be declared at module scope', v.span);
  // ptxas: "Parameter 'p' has illegal alignment (must be aligned to 1, 2, 4, 8, 16, 32, 64, or 128 bytes)".
  const align = v.align === null ? null : intValue(v.align);
  if (v.space === '.param' && align !== null && align > 128) cx.error(`a .param variable's alignment is at most 128, not ${align}`, v.align!.span);
  // ptxas: "Texture/surface variable must be at module or entry parameter scope".
  const opaque = place === 'body' ? opaqueInBody(v.type) : null;
  if (opaque !== null) cx.error(opaque, v.span);
  // ptxas: "Predicate variable 'p' must be in register state space".
  if (v.type === '.pred' && v.space !== '.reg') cx.error(`a .pred variable is a register: declare it .reg, not ${v.space}`, v.span);
  // ptxas: ".common variables must be declared in .global space".
  if (v.linkage === '.common' && v.space !== '.global') cx.error(`a .common variable is .global, not ${v.space}`, v.span);
  // ptxas: "Module-scoped variables in .reg (.local) state space are not allowed with ABI".
  // Before PTX 3.0 it takes them (and builds without the ABI).
  if (place === 'module' && (v.space === '.reg' || v.space === '.local') && (cx.ptxVersion ?? 0) >= 300) cx.error(`a ${v.space} variable cannot be declared at module scope`, v.span);
  const vector = v.vector === null ? null : vectorProblem(v.vector, v.type);
  if (vector !== null) cx.error(vector, v.span);
  for (let i = 0; i < v.declarators.length; i++) {
    const d = v.declarators[i]!;
    // ptxas: "Parsing error near '_'", "Illegal parameter name '_'" (a kernel's and a prototype's it takes).
    if (d.name === '_' && place !== 'entry-param' && place !== 'prototype-param') cx.error(SINK_NAME, d.span);
    // ptxas: "Variable 'x' cannot be allocated in .param state space" (`.param .v2 .u32 x[1]` it
    // takes), for .f16x2, a packed pair, too.
    if (v.space === '.param' && (v.vector !== null || isPacked(v.type)) && d.dims.length === 0) cx.error(`'${d.name}': a .param variable of a vector type is an array`, v.span);
    // ptxas: "Variable 'r' cannot be allocated into a register".
    if (v.space === '.reg' && d.dims.length > 0) cx.error(`'${d.name}': a .reg variable is no array`, d.span);
    // ptxas: "Texture and surface variables must be declared in .global space" (an array of them may be in any).
    if (place === 'module' && v.space !== '.global' && d.dims.length === 0 && isOpaque(v.type)) cx.error(`'${d.name}': a ${v.type} variable is declared .global, not ${v.space} (an array of them may be ${v.space})`, d.span);
    // ptxas: a syntax error for `[-1]`.
    const dims = d.dims.length > 0;
    if (dims) for (const dim of d.dims) if (dim !== null && dim.kind === 'Unary' && dim.op === '-') cx.error(`'${d.name}': an array dimension is not negative`, dim.span);
    if (d.init !== null) {
      // ptxas: "No initial value is allowed for 'x' in this state space".
      if (!INITIALIZED.has(v.space)) cx.error(`'${d.name}': a ${v.space} variable takes no initial value`, d.init.span);
      // ptxas: "No initial value is allowed for external symbol 'g'".
      else if (v.linkage === '.extern') cx.error(`'${d.name}' is .extern: an external variable takes no initial value`, d.init.span);
      // ptxas: "No initial value is allowed for .f16 type".
      else if (v.type === '.f16') cx.error(`'${d.name}': a .f16 variable takes no initial value`, d.init.span);
      else if (!isOpaque(v.type)) initializerCheckOf(d)?.report();
    }
    // ptxas: "Non-external variable 'x' has incomplete type", "Parameter to entry function cannot be an incomplete array".
    const incomplete = dims && d.dims.some((dim) => dim === null || intValue(dim) === 0);
    if (incomplete && v.linkage !== '.extern' && d.init === null && place !== 'func-param' && place !== 'prototype-param') {
      cx.error(`'${d.name}' has an incomplete array type: ${place === 'entry-param' ? 'a kernel parameter needs its size' : 'give its size or an initializer, or declare it .extern'}`, d.span);
    }
  }
}

/**
 * What is wrong with vector `vector` of `type`, in a declaration or a statement of a type alone
 * (`.v4 .b64;`), or null. ptxas: "Predicate type can only be used to define scalar register
 * variables", "Vector type only allowed over basic types", "Vector type too large, exceeds 128 bit limit".
 */
export function vectorProblem(vector: string, type: string): string | null {
  const bits = typeBits(type) * vectorLanes(vector);
  if (type === '.pred') return `a .pred variable is a scalar, not a ${vector} vector`;
  if (isOpaque(type) || typeFacts(type)?.declarable !== true) return `a vector is of a basic type, not ${type}`;
  return bits > 128 ? `${vector} ${type} is ${bits} bits: a vector variable is at most 128` : null;
}

function checkAlignment(cx: Context, a: Operand): void {
  const n = intValue(a);
  if (n !== null && (n <= 0 || (n & (n - 1)) !== 0)) cx.error(`alignment ${n} is not a power of two`, a.span);
}
