// What ptxas requires of a variable declaration beyond its grammar: a power-of-two alignment (at
// most 128 for a .param); .pred only in .reg, and no .reg array; a vector .param only as an array;
// an initializer only in .global and .const, no longer than the array it fills; a complete
// array type unless `.extern` or sized by its initializer (a .func parameter may be `p[]`); no
// `.param` at module scope.
import type { Operand, VariableDecl } from '../ast.js';
import { integerLiteralValue } from '../match/operand-values.js';
import { ConstantKind, constantKind } from '../check/constant-kind.js';
import { typeBits } from '../check/param-shapes.js';
import { forEachOperand } from '../operand-tree.js';
import type { Context } from './context.js';
import { SINK_NAME } from '../check/symbols.js';

/** Where a declaration stands. */
export type DeclarationPlace = 'module' | 'body' | 'entry-param' | 'func-param' | 'prototype-param';

/** Types whose initializer is a brace list of fields (`{addr_mode_0 = wrap}`), not of elements. */
const OPAQUE = new Set(['.texref', '.samplerref', '.surfref']);

/** Why a variable of the opaque type `type` is not declared in a function's body. */
export function opaqueInBody(type: string): string | null {
  return OPAQUE.has(type) ? `a ${type} variable is declared at module scope or as a kernel parameter, not in a function's body` : null;
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
  const lanes = v.vector === null ? 0 : Number(v.vector.slice(2));
  if (lanes > 0) {
    // ptxas: "Predicate type can only be used to define scalar register variables", "Vector type
    // only allowed over basic types", "Vector type too large, exceeds 128 bit limit".
    const bits = typeBits(v.type) * lanes;
    if (v.type === '.pred') cx.error(`a .pred variable is a scalar, not a ${v.vector} vector`, v.span);
    else if (OPAQUE.has(v.type)) cx.error(`a vector is of a basic type, not ${v.type}`, v.span);
    else if (bits > 128) cx.error(`${v.vector} ${v.type} is ${bits} bits: a vector variable is at most 128`, v.span);
  }
  for (let i = 0; i < v.declarators.length; i++) {
    const d = v.declarators[i]!;
    // ptxas: "Parsing error near '_'", "Illegal parameter name '_'" (a kernel's and a prototype's it takes).
    if (d.name === '_' && place !== 'entry-param' && place !== 'prototype-param') cx.error(SINK_NAME, d.span);
    // ptxas: "Variable 'x' cannot be allocated in .param state space" (`.param .v2 .u32 x[1]` it
    // takes), for .f16x2, a packed pair, too.
    if (v.space === '.param' && (v.vector !== null || v.type === '.f16x2') && d.dims.length === 0) cx.error(`'${d.name}': a .param variable of a vector type is an array`, v.span);
    // ptxas: "Variable 'r' cannot be allocated into a register".
    if (v.space === '.reg' && d.dims.length > 0) cx.error(`'${d.name}': a .reg variable is no array`, d.span);
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
      else if (!OPAQUE.has(v.type)) {
        checkInitializer(cx, { name: d.name, type: v.type, dims: d.dims, lanes }, d.init);
        checkInitializerNames(cx, d.name, d.init);
      }
    }
    // ptxas: "Non-external variable 'x' has incomplete type", "Parameter to entry function cannot be an incomplete array".
    const incomplete = dims && d.dims.some((dim) => dim === null || intValue(dim) === 0);
    if (incomplete && v.linkage !== '.extern' && d.init === null && place !== 'func-param' && place !== 'prototype-param') {
      cx.error(`'${d.name}' has an incomplete array type: ${place === 'entry-param' ? 'a kernel parameter needs its size' : 'give its size or an initializer, or declare it .extern'}`, d.span);
    }
  }
}

/**
 * Each name in an initializer is a variable or function declared above it (ptxas: "Invalid
 * initial value symbol 'x'", "Invalid initial value expression" for `generic(x)`).
 */
function checkInitializerNames(cx: Context, variable: string, init: Operand): void {
  forEachOperand(init, (op) => {
    if (op.kind === 'Name' && cx.symbols.denotes(op.name, op.span.start) === null) {
      cx.error(`unknown symbol '${op.name}' in the initializer of '${variable}': a variable or function declared above it`, op.span);
    }
  });
}

function checkAlignment(cx: Context, a: Operand): void {
  const n = intValue(a);
  if (n !== null && (n <= 0 || (n & (n - 1)) !== 0)) cx.error(`alignment ${n} is not a power of two`, a.span);
}

/** What an initializer must fit: the declarator's name, type, dimensions and vector lanes (0: none). */
interface Initialized {
  name: string;
  type: string;
  dims: ReadonlyArray<Operand | null>;
  lanes: number;
}

/**
 * A brace list for each dimension, and for the vector of a vector type, no longer than its
 * dimension (ptxas: "Greater number of elements in array initializer") and as long as the vector
 * ("Incorrect number of elements in vector initializer"); then values of the type. A value where
 * a list is wanted is "Initial value type mismatch" (for an array of unsized first dimension,
 * `.u32 a[] = 5`, ptxas 13.0 crashes).
 */
function checkInitializer(cx: Context, v: Initialized, root: Operand): void {
  const levels = v.dims.length + (v.lanes > 0 ? 1 : 0);
  // Depth first in source order, with an explicit stack: thousands of dimensions nest as deep.
  const todo: Array<[Operand, number]> = [[root, 0]];
  while (todo.length > 0) {
    const [init, level] = todo.pop()!;
    if (init.kind !== 'Vector') {
      if (level === levels) checkValue(cx, v, init);
      else cx.error(`'${v.name}': a brace list stands here (${level < v.dims.length ? 'an array' : `a ${v.lanes}-element vector`}), not a value`, init.span);
      continue;
    }
    if (level === levels) {
      // A .f16x2 value is a brace list (of its halves; ptxas reads any such list). Else ptxas:
      // "Initial value type mismatch".
      if (v.type !== '.f16x2') cx.error(`'${v.name}': more levels of braces than the variable has dimensions`, init.span);
      continue;
    }
    const n = init.elements.length;
    if (level < v.dims.length) {
      const dim = v.dims[level];
      // `[0]` with an initializer is sized by it, as `[]` is (ptxas takes `.u64 v[0] = {1, 2}`).
      const size = dim === null || dim === undefined ? null : intValue(dim);
      if (size !== null && size > 0 && n > size) {
        cx.error(`'${v.name}': ${n} elements initialize a dimension of ${size}`, init.span);
        continue;
      }
    } else if (n !== v.lanes) {
      cx.error(`'${v.name}': ${n} elements initialize a .v${v.lanes} vector`, init.span);
      continue;
    }
    for (let k = n - 1; k >= 0; k--) todo.push([init.elements[k]!, level + 1]);
  }
}

/**
 * A value of the variable's type (ptxas: "Initial value type mismatch"): a floating-point type
 * takes floating-point literals only, an integer type none; an address (a name, `generic(v)`, a
 * byte mask `0xff00(v)`) initializes only an unsigned integer; a .f16x2 takes a brace list.
 */
function checkValue(cx: Context, v: Initialized, value: Operand): void {
  const kind = v.type.charCodeAt(1);
  const constant = constantKind(value);
  // A badly typed constant expression is reported where it is parsed.
  if (typeof constant !== 'number') return;
  const float = constant === ConstantKind.F32 || constant === ConstantKind.F64;
  let problem: string | null = null;
  if (v.type === '.f16x2') problem = 'a .f16x2 value is a brace list of its halves ({1, 2})';
  else if (constant === ConstantKind.Name) {
    if (kind !== 0x75 /* u */) problem = `an address initializes an unsigned integer (.u32, .u64), not ${v.type}`;
  } else if (kind === 0x66 /* f */) {
    if (!float) problem = `a ${v.type} value is a floating-point constant (0f3F800000, 1.5)`;
  } else if ((kind === 0x75 /* u */ || kind === 0x73) /* s */ && float) problem = `a ${v.type} value is an integer, not a floating-point constant`;
  if (problem !== null) cx.error(`'${v.name}': ${problem}`, value.span);
}

/** The value of an integer literal (`16`, `0x10`, `16U`); null for anything else. */
function intValue(op: Operand): number | null {
  const n = op.kind === 'Int' ? integerLiteralValue(op.text) : null;
  return n !== null && Number.isSafeInteger(n) ? n : null;
}
