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
