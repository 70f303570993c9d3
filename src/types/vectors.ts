// Vector tokens of declarations (`.v4`) and the selectors of a vector's element (`%v.x`): spec/types.json.
import { VECTOR_ELEMENTS, VECTOR_FACTS } from '../../generated/types.js';

export { VECTOR_ELEMENTS };

/** Is `tok` a vector token a declaration reads as one (`.v2`... `.v16`)? */
export function isVectorToken(tok: string): boolean {
  return VECTOR_FACTS.has(tok);
}

/** May a variable have vector `tok` (`.v2`, `.v4`; ptxas: "Parsing error" for `.v8`)? */
export function isVariableVector(tok: string): boolean {
  return VECTOR_FACTS.get(tok)?.variable === true;
}

/** The vectors a variable may have, as a message lists them: `.v2 or .v4`. */
export const VARIABLE_VECTORS_TEXT = [...VECTOR_FACTS].filter(([, v]) => v.variable).map(([t]) => t).join(' or ');

/** The elements of vector token `tok` (`.v4`: 4); 0 for no vector token. */
export function vectorLanes(tok: string): number {
  return VECTOR_FACTS.get(tok)?.lanes ?? 0;
}
