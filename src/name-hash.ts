// The hash of a name or an instruction spelling, computed byte by byte while it is scanned, so
// that the tables keyed by it (spellings, labels, declared names) are probed without making a
// string. Names are ASCII, so a name's string and its bytes hash alike.

// Hashes keep 25 bits, so that `h * 31 + c` stays below 2^30, V8's small-integer range: with 30,
// the product spilled over it, and each step made a heap number until V8 optimized the loop, then
// multiplied in floating point.
const MASK = 0x1ffffff;

/** The hash of a name extended by char code `c` (kept a small non-negative integer). */
export function hashStep(h: number, c: number): number {
  return (h * 31 + c) & MASK;
}

// hashBytes() and nameKey() write hashStep() out: a call per byte costs until V8 optimizes them.
export function hashBytes(bytes: Uint8Array, start: number, end: number): number {
  let h = 0;
  for (let i = start; i < end; i++) h = (h * 31 + bytes[i]!) & MASK;
  return h;
}

/** Long names (mangled C++ parameters run to hundreds of characters) are keyed by their tail. */
const KEY_TAIL = 32;

/**
 * The key the name tables (labels, declared names) file `bytes[start, end)` under: its hash, or
 * for a long name the hash of its length and its last KEY_TAIL characters, where such names
 * differ.
 */
export function nameKey(bytes: Uint8Array, start: number, end: number): number {
  if (end - start <= KEY_TAIL) return hashBytes(bytes, start, end);
  let h = (end - start) & MASK;
  for (let i = end - KEY_TAIL; i < end; i++) h = (h * 31 + bytes[i]!) & MASK;
  return h;
}
