// PTX ISA versions as numbers, for comparing: `8.7` is 807.

export function versionNumber(v: string): number {
  const dot = v.indexOf('.');
  return Number(v.slice(0, dot)) * 100 + Number(v.slice(dot + 1));
}

/** 807 → `8.7`. */
export function versionText(n: number): string {
  return `${Math.floor(n / 100)}.${n % 100}`;
}
