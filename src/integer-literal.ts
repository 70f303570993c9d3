// The value of a PTX integer literal (`12`, `0x1F`, `017`, `0b101`, each maybe with `U`) as ptxas
// reads it: digit by digit, modulo 2^64. Whether it overflows is judged on the same walk.
/** 64 bits, as ptxas keeps integer constants. */
export const U64_MASK = (1n << 64n) - 1n;
const TOP = 1n << 63n;

/**
 * Walk the digits of `text`: its value modulo 2^64, or null when ptxas finds it to overflow
 * ("Constant overflow"): it objects only to a digit that comes once the value so far has its top
 * bit set (0x7FFFFFFFFFFFFFFFF and 0x10000000000000000 assemble, 0x80000000000000000 does not;
 * checked against ptxas 13.0).
 */
export function integerLiteralBits(text: string): bigint | null {
  let digits = text.endsWith('U') ? text.slice(0, -1) : text;
  let base = 10n;
  const prefix = digits.slice(0, 2).toLowerCase();
  if (prefix === '0x' || prefix === '0b') {
    base = prefix === '0x' ? 16n : 2n;
    digits = digits.slice(2);
  } else if (digits.length > 1 && digits[0] === '0') base = 8n;
  let v = 0n;
  for (const d of digits) {
    if (v >= TOP) return null;
    v = (v * base + BigInt(parseInt(d, 16))) & U64_MASK;
  }
  return v;
}
