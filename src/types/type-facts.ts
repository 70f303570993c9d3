// The facts of type tokens (spec/types.json): kind, size, lanes, widening, declarable, handle.
import { BARE_TYPES, HANDLE_TYPES, INSTRUCTION_TYPES, TYPE_FACTS } from '../../generated/types.js';
import type { TypeFacts } from './fact-shapes.js';

/** The facts of type token `token` (`.b32`, `.f16x2`), or undefined for a token no check knows (`.u128`, `.e4m3`). */
export function typeFacts(token: string): TypeFacts | undefined {
  return TYPE_FACTS.get(token);
}

/** The bits of a type token (`.b32`: 32, `.f16x2`: 32, `.pred`: 1); 0 when unknown or opaque. */
export function typeBits(token: string): number {
  return TYPE_FACTS.get(token)?.bits ?? 0;
}

/** Is `token` opaque (`.texref`, `.surfref`, `.samplerref`): no bits, an initializer of fields? */
export function isOpaque(token: string): boolean {
  return TYPE_FACTS.get(token)?.kind === 'opaque';
}

/** The one type an address of a variable of opaque type `token` (a handle) is taken as (`.texref`: `.u64`); null for other types. */
export function handleType(token: string): string | null {
  return HANDLE_TYPES.get(token) ?? null;
}

/** Is `token` a packed type of several values (`.f16x2`), a vector of its own? */
export function isPacked(token: string): boolean {
  return (TYPE_FACTS.get(token)?.lanes ?? 1) > 1;
}

/** May `token` be a statement of its own (`.b32;`, `.e4m3;`): a declaration type, or one of spec/types.json bareTypes? */
export function standsAlone(token: string): boolean {
  return TYPE_FACTS.get(token)?.declarable === true || BARE_TYPES.has(token);
}

/** Is `token` a type (`.f32`, `.e4m3`), which fills a form's type slots in the order written? */
export function isTypeToken(token: string): boolean {
  return TYPE_FACTS.has(token) || INSTRUCTION_TYPES.has(token);
}
