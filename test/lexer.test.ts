import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Lexer, T } from '../src/lexer.js';

function tokens(src: string): string[] {
  const lx = new Lexer(src);
  const out: string[] = [];
  while (!lx.at(T.EOF)) {
    out.push(lx.at(T.Error) ? `ERR(${lx.error})` : `${lx.kind}:${lx.text()}`);
    lx.next();
  }
  return out;
}

test('qualifiers with :: and leading digits are one token', () => {
  assert.equal(tokens('ld.shared::cta.L2::cache_hint.v4 tex.1d'), ['1:ld', '2:.shared::cta', '2:.L2::cache_hint', '2:.v4', '1:tex', '2:.1d']);
});

test('numbers: hex, octal, binary, U suffix, hex floats, decimal floats', () => {
  assert.equal(tokens('0x1F 017 0b101 12U 0f3F800000 0d3FF0000000000000 1.5 1e-3 .5'), [
    '3:0x1F', '3:017', '3:0b101', '3:12U', '4:0f3F800000', '4:0d3FF0000000000000', '4:1.5', '4:1e-3', '4:.5',
  ]);
});

test('malformed numbers: lower-case u suffix, 8 or 9 in an octal literal', () => {
  assert.equal(tokens('12u'), ["ERR(malformed number '12u')"]);
  assert.equal(tokens('08'), ["ERR(malformed octal number '08')"]);
  assert.equal(tokens('0 007 10'), ['3:0', '3:007', '3:10']);
});

test('a 0x or 0b prefix with no digit after it is malformed (ptxas: "Parsing error near \'x\'"), upper-case prefixes are not', () => {
  assert.equal(tokens('0x; 0b, 0xU 0bU'), ["ERR(malformed number '0x')", '6:;', "ERR(malformed number '0b')", '6:,', "ERR(malformed number '0xU')", "ERR(malformed number '0bU')"]);
  assert.equal(tokens('0X1F 0B101 0x0 0b0'), ['3:0X1F', '3:0B101', '3:0x0', '3:0b0']);
});

test('a float may have its exponent right after the dot (1.e5), as ptxas takes it; 1.x is still the integer 1 and a dot token', () => {
  assert.equal(tokens('1.e5 1.E-5 1.e+5 1. 1.x 1.e'), ['4:1.e5', '4:1.E-5', '4:1.e+5', '4:1.', '3:1', '2:.x', '3:1', '2:.e']);
});

test('constants ptxas finds to overflow are errors: as it accumulates digits modulo 2^64, and floats outside a 64-bit float', () => {
  // Checked against ptxas 13.0 ("Constant overflow"): it objects to a digit that comes once the value so far has its top bit set.
  const overflow = (t: string) => `ERR(an integer constant that overflows 64 bits ('${t}'))`;
  assert.equal(tokens('0x7FFFFFFFFFFFFFFFF 0x10000000000000000 0x100000000000000000 18446744073709551616 184467440737095516160'), [
    '3:0x7FFFFFFFFFFFFFFFF', '3:0x10000000000000000', '3:0x100000000000000000', '3:18446744073709551616', '3:184467440737095516160',
  ]);
  assert.equal(tokens('0x80000000000000000 0xFFFFFFFFFFFFFFFFF 99999999999999999999 0x80000000000000000U'), [
    overflow('0x80000000000000000'), overflow('0xFFFFFFFFFFFFFFFFF'), overflow('99999999999999999999'), overflow('0x80000000000000000U'),
  ]);
  assert.equal(tokens('0b' + '1'.repeat(64) + ' 0b' + '1'.repeat(65)), ['3:0b' + '1'.repeat(64), overflow('0b' + '1'.repeat(65))]);
  const range = (t: string) => `ERR(a float constant outside the range of a 64-bit float ('${t}'))`;
  assert.equal(tokens('1e308 1.7976931348623157e308 2.2250738585072014e-308 0e-400 .0e-400 1.5e-50'), [
    '4:1e308', '4:1.7976931348623157e308', '4:2.2250738585072014e-308', '4:0e-400', '4:.0e-400', '4:1.5e-50',
  ]);
  assert.equal(tokens('1e309 1e-400 4.9e-324 .5e-400'), [range('1e309'), range('1e-400'), range('4.9e-324'), range('.5e-400')]);
});

test('a 0f float needs exactly 8 hex digits', () => {
  assert.equal(tokens('0f3F80'), ['ERR(a 0f float literal takes exactly 8 hex digits)']);
});

test('registers, % as an operator, two-character operators', () => {
  assert.equal(tokens('%r1 4 % 3 a<<2 b>=c d&&e'), ['1:%r1', '3:4', '6:%', '3:3', '1:a', '7:<<', '3:2', '1:b', '7:>=', '1:c', '1:d', '7:&&', '1:e']);
});

test('comments and cpp line markers are skipped, other # lines are not', () => {
  assert.equal(tokens('a // x\n/* y\n z */ b\n# 12 "f.cu" 2\nc'), ['1:a', '1:b', '1:c']);
  assert.equal(tokens('a # 21 "v.cu"\n#line 100 "v.cu"\nb'), ['1:a', '1:b']);
  assert.equal(tokens('#line 7\n')[0], "ERR(unexpected character '#')");
  assert.equal(tokens('#include "x"')[0], "ERR(unexpected character '#')");
});

test('lines and columns are tracked across comments', () => {
  const lx = new Lexer('a\n  /* c\n */ b');
  lx.next();
  assert.is(lx.tokLine, 3);
  assert.is(lx.tokCol, 5);
});

test('unterminated comment and string are errors, not hangs', () => {
  assert.equal(tokens('a /* never closed'), ['1:a', 'ERR(unterminated /* comment)']);
  assert.equal(tokens('"open'), ['ERR(unterminated string)']);
});

test('a backslash escapes nothing in a string: it ends at the next quote, as ptxas 13.0 and 13.3 read .file, .pragma and .language strings', () => {
  // ptxas: `.file 1 "a\"` assembles; `.file 1 "a\"b.cu"` is "Parsing error near 'b'"; `.pragma "nounroll\";` in a body warns
  // "Pragma 'nounroll\' unsupported"; `.pragma "x\"y";` is "Parsing error near 'y'".
  assert.equal(tokens('"a\\" b'), ['5:"a\\"', '1:b']);
  assert.equal(tokens('"x\\"y";'), ['5:"x\\"', '1:y', 'ERR(unterminated string)']);
});

test('characters beyond Latin-1 are reported as themselves, in tokens and not in comments', () => {
  assert.equal(tokens('a \u4e2d b'), ['1:a', 'ERR(unexpected character U+4E2D)', '1:b']);
  assert.equal(tokens('a // \u4e2d\nb "\u4e2d"'), ['1:a', '1:b', '5:"\u4e2d"']);
  assert.equal(tokens('a\u010Ab'), ['1:a', 'ERR(unexpected character U+010A)', '1:b']);
});

test('@@DWARF lines are one token', () => {
  assert.equal(tokens('@@DWARF .byte 0x01\nx'), ['8:@@DWARF .byte 0x01', '1:x']);
});


test('punctuation that may start a two-character operator, a lone dot, a dot before digits', () => {
  assert.equal(tokens('@!p a!=b r|p x||y @@'), ['6:@', '6:!', '1:p', '1:a', '7:!=', '1:b', '1:r', '6:|', '1:p', '1:x', '7:||', '1:y', '8:@@']);
  assert.equal(tokens('. x .5e2 .1d'), ["ERR(unexpected character '.')", '1:x', '4:.5e2', '2:.1d']);
});

test.run();
