// What a form, a qualifier, a directive or a symbol needs of the module: a PTX ISA version and
// targets (types/arch.ts says which targets meet them), and the texturing mode.
import type { Arch } from './arch.js';

/** The PTX ISA version and the targets a form or qualifier needs (src/match/arch.ts says which targets meet them). */
export interface Requirement {
  /** The PTX ISA version that introduced it, as major * 100 + minor (800 for 8.0); 0 for any. */
  readonly ptx: number;
  /** The lowest architecture number (onion model: sm_90 and later), 0 for any. */
  readonly target: number;
  /** When `target` is 0: arch- or family-specific targets (`sm_90a`, `sm_100f`), one of which must be met; null for any. */
  readonly targets: readonly Arch[] | null;
  /** The texturing mode the module must be in. */
  readonly texmode: Texmode;
  /** The PTX ISA version (major * 100 + minor) from which ptxas rejects it; 0 for none. */
  readonly before: number;
  /** The lowest architecture number `before` applies to; 0 for any. */
  readonly beforeTarget: number;
  /** The architecture number from which the requirement no longer holds; 0 for none. */
  readonly belowTarget: number;
  /** Needs 32-bit addressing (`.address_size 32`), which ptxas 13 no longer compiles: never met. */
  readonly addressSize32: boolean;
}

/** The texturing mode of a requirement: either, texmode_unified (the default) or texmode_independent. */
export const enum Texmode {
  Any = 0,
  Unified = 1,
  Independent = 2,
}
