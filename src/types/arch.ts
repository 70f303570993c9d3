// The module's `.target` architecture, and whether it has the features of another target
// (PTX ISA §11.1.2): plain targets follow the onion model (sm_90 has all of sm_80); `a` targets
// (sm_90a) add features of that architecture only; `f` targets (sm_100f) add features of their
// family, which the f and a targets of later members of the family also have.
export const enum Suffix {
  None = 0,
  A = 1,
  F = 2,
}

export interface Arch {
  /** As written in `.target`. */
  readonly name: string;
  readonly number: number;
  readonly suffix: Suffix;
}

/** `sm_90a` or `compute_90a` → its Arch; null for what is not an architecture (`texmode_unified`). */
export function parseArch(target: string): Arch | null {
  const m = /^(?:sm|compute)_(\d+)([af]?)$/.exec(target);
  if (m === null) return null;
  // sm_101 was renamed sm_110 in PTX ISA 9.0; ptxas takes both.
  const n = Number(m[1]);
  return { name: target, number: n === 101 ? 110 : n, suffix: m[2] === 'a' ? Suffix.A : m[2] === 'f' ? Suffix.F : Suffix.None };
}

/** A number per architecture, for caches keyed by the target in force; -1 for none. */
export function archKey(arch: Arch | null): number {
  return arch === null ? -1 : arch.number * 4 + arch.suffix;
}

/** sm_100 and sm_103 are the sm_10x family; sm_120 and sm_121 the sm_12x. */
function family(n: number): number {
  return Math.floor(n / 10);
}

/** Does `arch` have the features of the listed target `t` (`sm_90a`, `sm_100f`)? */
export function provides(arch: Arch, t: Arch): boolean {
  switch (t.suffix) {
    case Suffix.A:
      return arch.suffix === Suffix.A && arch.number === t.number;
    case Suffix.F:
      return arch.suffix !== Suffix.None && family(arch.number) === family(t.number) && arch.number >= t.number;
    default:
      return arch.number >= t.number;
  }
}
