// The state spaces that start a declaration, and what `.ptr` names (spec/types.json stateSpaces, pointerSpaces).
import { POINTER_SPACES, STATE_SPACES } from '../../generated/types.js';

/** What a kernel parameter's `.ptr` may name (PTX ISA 5.1.6.3; the opaque types as ptxas takes them), in the order messages list them. */
export const PTR_SPACES: ReadonlySet<string> = new Set(POINTER_SPACES);

/** Does `tok` start a declaration (`.reg`, `.global`; `.shared::cta`, which is reported there)? */
export function isStateSpace(tok: string): boolean {
  return STATE_SPACES.has(tok);
}
