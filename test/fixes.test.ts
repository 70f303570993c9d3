// Diagnostics' fixes (src/diagnostics.ts Fix): one mistake each in real PTX, with ptxas 13.0's
// verdict on it; the fix, applied, gives text this parser and ptxas accept.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDiagnostic, type Fix } from '../src/diagnostics.js';
import { parse } from '../src/parse.js';
import { havePtxas, kernel } from './support/ptx.js';

const HEAD = '.version 9.0\n.target sm_90a\n.address_size 64\n';

/** A mistake, ptxas's verdict on it, and the fix's message. */
const CASES: Array<[text: string, ptxas: string, fix: string]> = [
  [kernel('\tmull.lo.s32 %r1, %r2, %r3;'), "Not a name of any known instruction: 'mull'", "change 'mull' to 'mul'"],
  [kernel('\tmbarrier.try_wat.shared.b64 %p1, [sm], %rd1;'), "Unknown modifier '.try_wat'", "change 'mbarrier.try_wat' to 'mbarrier.try_wait'"],
  [kernel('\tadd.s33 %r1, %r2, %r3;'), "Unknown modifier '.s33'", "change '.s33' to '.s32'"],
  [kernel('\tbar.sync.cta 0;'), "Illegal modifier '.cta' for instruction 'bar'", "change 'bar.sync.cta' to 'bar.cta.sync'"],
  [kernel('\tbar.cta 0;'), "Barrier modifier required for instruction 'bar.cta'", "change 'bar.cta' to 'bar.cta.sync'"],
  [kernel('\telect %r1|%p1, 0xffffffff;'), ".sync modifier required for instruction 'elect'", "change 'elect' to 'elect.sync'"],
  [kernel('\tmul .wide.s32 %rd1, %r2, %r3;'), "Unknown modifier '.wide'", "join 'mul' and '.wide'"],
  [kernel('\tmov.u32 %r1, %rr2;'), "Unknown symbol '%rr2'", "change '%rr2' to '%r2'"],
  [kernel('\tmov.f32 %f1, -0f3F800000;'), "Parsing error near '0f3F800000': syntax error", "change '0f3F800000' to '(0f3F800000)'"],
  [kernel('\tmov.f32 %f1, 0f3F800000*2.0;'), "Parsing error near '*': syntax error", "change '0f3F800000' to '(0f3F800000)'"],
  [kernel('\tmov.u64 %rd1, sm - 4;'), "Parsing error near '-': syntax error", "change ' - ' to '+-'"],
  [kernel('\t.reg .u3 %x;'), "Parsing error near '.u3': syntax error", "change '.u3' to '.u32'"],
  ['.version 9.0\n.target sm_9O\n.address_size 64\n', "Unsupported .target 'sm_9O'", "change 'sm_9O' to 'sm_90'"],
  [`${HEAD}.globl .u32 x;\n`, "Parsing error near '.globl': syntax error", "change '.globl' to '.global'"],
  [`${HEAD}.pragma "nounrol";\n`, "Pragma 'nounrol' not supported", 'change "nounrol" to "nounroll"'],
  [`${HEAD}.visible .entry k() .maxntd 32 { ret; }\n`, "Parsing error near '.maxntd': syntax error", "change '.maxntd' to '.maxntid'"],
  [`${HEAD}.visible .entry k(.param .u64 .ptr .globl .align 8 p) { ret; }\n`, "Parsing error near '.globl': syntax error", "change '.globl' to '.global'"],
  // As an editor saves UTF-8 with a BOM (written out as its three bytes); the module is read past it.
  [`\ufeff${HEAD}.visible .entry k() { ret; }\n`, 'Unexpected non-ASCII character encountered on line 1', 'remove the byte order mark'],
];

/** `text` with the fix's edits made (they are in order and do not overlap). */
function applied(text: string, fix: Fix): string {
  let out = '';
  let at = 0;
  for (const e of fix.edits) {
    out += text.slice(at, e.span.start) + e.text;
    at = e.span.end;
  }
  return out + text.slice(at);
}

const fixed = CASES.map(([text, , want]) => {
  const diagnostics = parse(text).diagnostics;
  assert.is(diagnostics.length, 1, text);
  assert.is(diagnostics[0]!.fix?.message, want, text);
  // The validate-only parse (`ptx parse`) suggests the same.
  assert.equal(parse(text, { validateOnly: true }).diagnostics, diagnostics);
  return applied(text, diagnostics[0]!.fix!);
});

test('each mistake has one diagnostic, with its fix; the fixed text has none', () => {
  for (const text of fixed) assert.equal(parse(text).diagnostics, [], text);
});

test('ptxas assembles each fixed text', async () => {
  if (!havePtxas()) return;
  const dir = mkdtempSync(join(tmpdir(), 'ptx-fixes-'));
  try {
    const verdicts = await Promise.all(
      fixed.map((text, i) => {
        const file = join(dir, `${i}.ptx`);
        writeFileSync(file, text);
        return new Promise<string>((done) => {
          const p = spawn('ptxas', ['-arch=sm_90a', file, '-o', join(dir, `${i}.cubin`)]);
          let err = '';
          p.stderr.on('data', (b: Buffer) => (err += b.toString()));
          p.on('close', (code) => done(code === 0 ? '' : `${text}\n${err}`));
        });
      }),
    );
    assert.equal(verdicts.filter((v) => v !== ''), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('formatDiagnostic ends with the fix as a help line', () => {
  const text = CASES[0]![0];
  assert.match(formatDiagnostic(parse(text).diagnostics[0]!, text, 'k.ptx'), /\n\s+\|\s+\^~~~\nhelp: change 'mull' to 'mul'$/);
});

test.run();
