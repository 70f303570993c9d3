// The shape of a `.param` variable as a call compares an argument with the function's parameter
// (ptxas: "Type of argument does not match formal parameter", "Alignment of argument does not
// match formal parameter"): the size of its element type (.u32, .s32, .f32 and .b32 are alike),
// its vector, its dimensions and its alignment (the element's size when none is written).
import type { Operand, VariableDecl } from '../ast.js';
import { integerLiteralValue } from '../integer-literal.js';
import type { TypeKind } from './fact-shapes.js';
import { typeBits, typeFacts } from './type-facts.js';
import { vectorLanes } from './vectors.js';

/** The value of an integer literal, or null. */
function intOf(op: Operand | null): number | null {
  const n = op === null || op.kind !== 'Int' ? null : integerLiteralValue(op.text);
  return n !== null && Number.isSafeInteger(n) ? n : null;
}

/**
 * The shape of a declarator of `v` with dimensions `dims`, written as PTX reads it (`.b32`,
 * `.align 8 .b8[12]`); null when its type or a dimension is not a plain constant.
 */
export function paramShape(v: VariableDecl, dims: ReadonlyArray<Operand | null>): string | null {
  if (v.align === null && v.vector === null && dims.length === 0) return scalarShape(v.type);
  const bits = typeBits(v.type);
  if (bits === 0) return null;
  const sizes: number[] = [];
  for (const d of dims) {
    const n = intOf(d);
    if (n === null) return null;
    sizes.push(n);
  }
  const natural = naturalAlign(v);
  const align = intOf(v.align) ?? natural;
  if (align === natural && v.vector === null && sizes.length === 0) return scalarShape(v.type);
  return `${align === natural ? '' : `.align ${align} `}${v.vector === null ? '' : `${v.vector} `}.b${bits}${sizes.map((n) => `[${n}]`).join('')}`;
}

/**
 * The shape of a scalar of `type` with no alignment written (what the fast path declares): its
 * size, and whether it is an integer (`.u32`, `.s32` alike) or a float (`.f32`) or neither (`.b32`,
 * packed types), which shapesAgree() compares.
 */
export function scalarShape(type: string): string | null {
  let shape = SCALAR_SHAPES.get(type);
  if (shape === undefined) {
    const bits = typeBits(type);
    const kind = SHAPE_KINDS[typeFacts(type)?.kind ?? 'bits'];
    SCALAR_SHAPES.set(type, (shape = bits === 0 ? null : `.${kind}${bits}`));
  }
  return shape;
}

/** Is `shape` one scalarShape() makes (`.u32`, `.f64`, `.b16`), not an array's, a vector's or an aligned one? */
export function isScalarShape(shape: string): boolean {
  return SCALAR.test(shape);
}

const SCALAR_SHAPES = new Map<string, string | null>();

/** The letter of a scalar shape by the type's kind: integers alike, floats alike, the others as bits. */
const SHAPE_KINDS: Readonly<Record<TypeKind, string>> = { bits: 'b', signed: 'u', unsigned: 'u', float: 'f', pred: 'b', packed: 'b', opaque: 'b' };

/**
 * Does an argument of shape `have` agree with a parameter of shape `formal`? As ptxas checks
 * them ("Type of argument does not match formal parameter"): scalars of one size agree when
 * either is bit-typed or both are integers or both floats; other shapes only when they are one.
 */
export function shapesAgree(have: string, formal: string): boolean {
  if (have === formal) return true;
  if (!isScalarShape(have) || !isScalarShape(formal) || have.slice(2) !== formal.slice(2)) return false;
  return have.charAt(1) === 'b' || formal.charAt(1) === 'b';
}

const SCALAR = /^\.[buf]\d+$/;

/**
 * A function's parameter lists as its declarations must repeat them (ptxas: "Inconsistent
 * prototypes of 'f'"): the number of each, and each one's type as written (.u32 is not .b32),
 * vector, dimensions and alignment; the names may differ.
 */
export function prototypeOf(returns: readonly VariableDecl[] | null, params: readonly VariableDecl[] | null): string {
  // Every kernel's is made and kept to the end: one flat string (joined), not a tree of concatenations.
  const parts = ['('];
  listParts(returns, parts);
  parts.push(') (');
  listParts(params, parts);
  parts.push(')');
  return parts.join('');
}

/** Add a parameter list as prototypeOf() writes it to `parts`. */
function listParts(list: readonly VariableDecl[] | null, parts: string[]): void {
  if (list === null) return;
  // Made for every kernel, mostly before V8 optimizes it: plain loops (an iterator per for-of costs there).
  let first = true;
  for (let i = 0; i < list.length; i++) {
    const v = list[i]!;
    for (let k = 0; k < v.declarators.length; k++) {
      if (!first) parts.push(', ');
      parts.push(written(v, v.declarators[k]!.dims));
      first = false;
    }
  }
}

/**
 * A declarator of `v` as a prototype compares it: the type as written, with its alignment where it
 * is not the natural one, and `.reg` for a register (ptxas: "parameter state space differ").
 */
function written(v: VariableDecl, dims: ReadonlyArray<Operand | null>): string {
  if (v.space === '.reg') return `.reg ${v.type}`;
  if (v.align === null && v.vector === null && dims.length === 0) return v.type;
  const align = intOf(v.align);
  const natural = naturalAlign(v);
  const dimsText = dims.map((n) => `[${n === null ? '' : (intOf(n) ?? '?')}]`).join('');
  return `${align === null || align === natural ? '' : `.align ${align} `}${v.vector === null ? '' : `${v.vector} `}${v.type}${dimsText}`;
}

/** The alignment of `v` when none is written: its element's size. */
function naturalAlign(v: VariableDecl): number {
  return Math.max(1, (typeBits(v.type) / 8) * (v.vector === null ? 1 : vectorLanes(v.vector)));
}

/** The shapes of a function's parameter list, one per declarator. */
export function listShapes(list: readonly VariableDecl[] | null): Array<string | null> {
  return (list ?? []).flatMap((v) => v.declarators.map((d) => paramShape(v, d.dims)));
}
