// The state spaces that start a declaration (spec/types.json stateSpaces).
import { STATE_SPACES } from '../../generated/types.js';

/** Does `tok` start a declaration (`.reg`, `.global`; `.shared::cta`, which is reported there)? */
export function isStateSpace(tok: string): boolean {
  return STATE_SPACES.has(tok);
}
