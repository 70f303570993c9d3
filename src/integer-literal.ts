// The value of a PTX integer literal (`12`, `0x1F`, `017`, `0b101`, each maybe with `U`) as ptxas
// reads it: digit by digit, modulo 2^64, whether it overflows judged on the same walk; and as a
// number, for the bounds and sizes that read one.
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

/**
 * The count of a range (`%r<N>`, `.branchtargets L<N>`) as ptxas reads it: the literal's 64 bits
 * cut to 32 (`%r<010>` declares %r0 to %r7), or null when they are a positive value past 32 bits
 * ("Constant overflow"; 2^63 and above, negative to ptxas, are cut too: checked against ptxas 13.0).
 */
export function rangeCount(text: string): number | null {
  const v = integerLiteralBits(text);
  return v === null || (v > 0xffffffffn && v < TOP) ? null : Number(v & 0xffffffffn);
}

/**
 * The value of a PTX integer literal (`12`, `0x1F`, `017`, `0b101`, each with an optional `U`),
 * or null for any other text. Values past 2^53 lose precision, which no rule's bound can see.
 */
export function integerLiteralValue(text: string): number | null {
  const t = (text.charCodeAt(text.length - 1) | 0x20) === 0x75 /* u */ ? text.slice(0, -1) : text;
  if (/^[1-9][0-9]*$|^0$/.test(t)) return Number(t);
  if (/^0[xX][0-9a-fA-F]+$/.test(t) || /^0[bB][01]+$/.test(t)) return Number(t.toLowerCase());
  if (/^0[0-7]+$/.test(t)) return parseInt(t.slice(1), 8);
  return null;
}
