// What ptxas requires of a variable declaration beyond its grammar: a power-of-two alignment (at
// most 128 for a .param); .pred only in .reg, and no .reg array; a vector .param only as an array;
// an initializer only in .global and .const, no longer than the array it fills; a complete
// array type unless `.extern` or sized by its initializer (a .func parameter may be `p[]`); no
// `.param` at module scope.
import type { Operand, VariableDecl } from '../ast.js';
import type { Context } from './context.js';

/** Where a declaration stands. */
export type DeclarationPlace = 'module' | 'body' | 'entry-param' | 'func-param';

/** Types whose initializer is a brace list of fields (`{addr_mode_0 = wrap}`), not of elements. */
const OPAQUE = new Set(['.texref', '.samplerref', '.surfref']);

/** The state spaces whose variables may have an initial value. */
const INITIALIZED = new Set(['.global', '.const']);

export function checkVariable(cx: Context, v: VariableDecl, place: DeclarationPlace): void {
  // ptxas: "Alignment must be a power of two".
  for (const a of [v.align, v.ptr?.align ?? null]) {
    const n = a === null ? null : intValue(a);
    if (n !== null && (n <= 0 || (n & (n - 1)) !== 0)) cx.error(`alignment ${n} is not a power of two`, a!.span);
  }
  // ptxas: "Parameter variables may not be declared at module scope".
  if (place === 'module' && v.space === '.param') cx.error('a .param variable cannot be declared at module scope', v.span);
  // ptxas: "Parameter 'p' has illegal alignment (must be aligned to 1, 2, 4, 8, 16, 32, 64, or 128 bytes)".
  const align = v.align === null ? null : intValue(v.align);
  if (v.space === '.param' && align !== null && align > 128) cx.error(`a .param variable's alignment is at most 128, not ${align}`, v.align!.span);
  // ptxas: "Predicate variable 'p' must be in register state space".
  if (v.type === '.pred' && v.space !== '.reg') cx.error(`a .pred variable is a register: declare it .reg, not ${v.space}`, v.span);
  for (const d of v.declarators) {
    // ptxas: "Variable 'x' cannot be allocated in .param state space" (`.param .v2 .u32 x[1]` it takes).
    if (v.space === '.param' && v.vector !== null && d.dims.length === 0) cx.error(`'${d.name}': a .param variable of a vector type is an array`, v.span);
    // ptxas: "Variable 'r' cannot be allocated into a register".
    if (v.space === '.reg' && d.dims.length > 0) cx.error(`'${d.name}': a .reg variable is no array`, d.span);
    // ptxas: a syntax error for `[-1]`.
    for (const dim of d.dims) if (dim !== null && dim.kind === 'Unary' && dim.op === '-') cx.error(`'${d.name}': an array dimension is not negative`, dim.span);
    if (d.init !== null) {
      // ptxas: "No initial value is allowed for 'x' in this state space".
      if (!INITIALIZED.has(v.space)) cx.error(`'${d.name}': a ${v.space} variable takes no initial value`, d.init.span);
      else if (!OPAQUE.has(v.type)) checkInitializer(cx, d.name, d.init, d.dims, 0, v.vector === null ? 0 : Number(v.vector.slice(2)));
    }
    // ptxas: "Non-external variable 'x' has incomplete type", "Parameter to entry function cannot be an incomplete array".
    const incomplete = d.dims.some((dim) => dim === null || intValue(dim) === 0);
    if (incomplete && v.linkage !== '.extern' && d.init === null && place !== 'func-param') {
      cx.error(`'${d.name}' has an incomplete array type: ${place === 'entry-param' ? 'a kernel parameter needs its size' : 'give its size or an initializer, or declare it .extern'}`, d.span);
    }
  }
}

/**
 * Brace levels no longer than their dimensions (ptxas: "Greater number of elements in array
 * initializer"), a vector type's innermost braces as long as the vector ("Incorrect number of
 * elements in vector initializer"), and no more levels than that.
 */
function checkInitializer(cx: Context, name: string, init: Operand, dims: ReadonlyArray<Operand | null>, level: number, vector: number): void {
  if (init.kind !== 'Vector') return;
  const n = init.elements.length;
  if (level < dims.length) {
    const dim = dims[level];
    // `[0]` with an initializer is sized by it, as `[]` is (ptxas takes `.u64 v[0] = {1, 2}`).
    const size = dim === null || dim === undefined ? null : intValue(dim);
    if (size !== null && size > 0 && n > size) {
      cx.error(`'${name}': ${n} elements initialize a dimension of ${size}`, init.span);
      return;
    }
    for (const e of init.elements) checkInitializer(cx, name, e, dims, level + 1, vector);
  } else if (vector > 0 && level === dims.length) {
    if (n !== vector) cx.error(`'${name}': ${n} elements initialize a .v${vector} vector`, init.span);
  } else {
    // ptxas: "Initial value type mismatch".
    cx.error(`'${name}': more levels of braces than the variable has dimensions`, init.span);
  }
}

/** The value of an integer literal (`16`, `0x10`, `16U`); null for anything else. */
function intValue(op: Operand): number | null {
  if (op.kind !== 'Int') return null;
  const t = op.text;
  const n = Number((t.charCodeAt(t.length - 1) | 0x20) === 0x75 /* u */ ? t.slice(0, -1) : t);
  return Number.isSafeInteger(n) ? n : null;
}
