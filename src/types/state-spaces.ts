// The state spaces that start a declaration, what `.ptr` names, where a call table lives and which
// addresses are never 32-bit (spec/types.json stateSpaces, pointerSpaces, callTableSpaces).
import { CALL_TABLE_SPACES, POINTER_SPACES, STATE_SPACES, WIDE_ADDRESS_SPACES } from '../../generated/types.js';

/** What a kernel parameter's `.ptr` may name (PTX ISA 5.1.6.3; the opaque types as ptxas takes them), in the order messages list them. */
export const PTR_SPACES: ReadonlySet<string> = new Set(POINTER_SPACES);

/** May a call table (an array of function addresses that call names instead of a `.calltargets` list) be in `space`? */
export function isCallTableSpace(space: string): boolean {
  return CALL_TABLE_SPACES.has(spaceBase(space));
}

/** The spaces of a call table as a message lists them (`.global or .const`). */
export const CALL_TABLE_SPACE_NAMES = [...CALL_TABLE_SPACES].join(' or ');

/** Does `tok` start a declaration (`.reg`, `.global`; `.shared::cta`, which is reported there)? */
export function isStateSpace(tok: string): boolean {
  return STATE_SPACES.has(tok);
}

/** The state spaces a variable's name can be in, by the code the fast path's type signatures give them. */
const SPACE_CODES = new Map([['.global', 1], ['.shared', 2], ['.local', 3], ['.const', 4], ['.param', 5]]);

/** spaceCode() of each state space written so far (`.shared::cta` as well as `.shared`). */
const CODE_OF_SPACE = new Map<string, number>();

/** The type-signature entry (signature.ts) of an address based on a name of state space `space` (null: a register or undeclared). */
export function spaceCode(space: string | null): number {
  if (space === null) return 0;
  // Looked up once per space: every declaration asks (thousands of parameters), most before V8 optimizes this.
  let code = CODE_OF_SPACE.get(space);
  if (code === undefined) CODE_OF_SPACE.set(space, (code = SPACE_CODES.get(spaceBase(space)) ?? MAX_SPACE_CODE));
  return code;
}

/** The largest spaceCode(): a space no other code names. */
export const MAX_SPACE_CODE = 6;

/** The type-signature entry of an address based on a 32-bit register (narrowAddress()) of a bit type; 0 for a 64-bit one. */
export const NARROW_ADDRESS = MAX_SPACE_CODE + 1;
/** The type-signature entry of a constant address (immediateAddress()). */
export const IMMEDIATE_ADDRESS = MAX_SPACE_CODE + 2;
/** The type-signature entry of an address based on a function's name, which no form takes: no signature is learnt with it. */
export const FUNCTION_ADDRESS = MAX_SPACE_CODE + 3;
/**
 * The type-signature entries of an address based on an integer register (`.u32`, `.s64`), 32- and
 * 64-bit: the checks tell them from bit-typed ones where an operand takes these only (spec bitRegisterOperands).
 */
export const NARROW_INT_ADDRESS = MAX_SPACE_CODE + 4;
export const INT_ADDRESS = MAX_SPACE_CODE + 5;

/** Is an address in `space` never 32-bit (`.global`, `.global` refinements included)? */
export function wideAddressSpace(space: string): boolean {
  return WIDE_ADDRESS_SPACES.has(spaceBase(space));
}

/** A state space without its `::` sub-space (`.shared::cta` -> `.shared`). */
export function spaceBase(space: string): string {
  const i = space.indexOf('::');
  return i < 0 ? space : space.slice(0, i);
}
