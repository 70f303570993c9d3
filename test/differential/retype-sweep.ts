// Sweeps the operand register types of the instructions whose names match a pattern against ptxas:
// each valid differential case of them that ptxas assembles (its brace vectors first made as long,
// and its registers of the type, that the parser asks for) is the base of cases that retype one
// operand's first register, or all of its registers, to each register type of its size and to
// .b32/.u32/.s32/.f32/.f16x2/.pred/.b64. A case the parser and ptxas judge differently is assembled
// again alone (ptxas says a later-phase error, "Arguments mismatch", of the first such instruction
// of a file only) before it is reported.
// Run: node dist/test/differential/retype-sweep.js [PATTERN] [BASES_PER_FORM]
//   (PATTERN: a regular expression on the opcode, `^(wmma|ldmatrix|stmatrix|movmatrix|multimem)` by
//   default; prints the forms without an assembling base, then each disagreement as a JSON line)
import { generateCases, moduleOf, type Case } from './cases.js';
import { PtxasRunner } from './ptxas-runner.js';
import { havePtxas, ROOT } from '../support/ptx.js';
import { parse } from '../../src/parse.js';

interface Operand {
  text: string;
  registers: string[];
}

/** The register types a register of `bits` is retyped to. */
function retypes(bits: number): string[] {
  const sized: Record<number, string[]> = { 8: ['.b8', '.u8', '.s8'], 16: ['.b16', '.u16', '.s16', '.f16'], 32: ['.b32', '.u32', '.s32', '.f32', '.f16x2'], 64: ['.b64', '.u64', '.s64', '.f64'], 128: ['.b128'] };
  return [...new Set([...(sized[bits] ?? []), '.b32', '.u32', '.s32', '.f32', '.f16x2', '.pred', bits === 64 ? '.b32' : '.b64'])];
}

function bitsOf(type: string): number {
  return type === '.f16x2' ? 32 : type === '.pred' ? 1 : Number(type.replace(/^\.[a-z]+/, ''));
}

/** The instruction line of a case's kernel, and its index among the kernel's lines. */
function instructionLine(kernel: string): [string, number] {
  const lines = kernel.split('\n');
  const i = lines.findIndex((l) => l.startsWith('\t') && !l.startsWith('\t.reg') && l.trim() !== 'ret;');
  return [lines[i]!, i];
}

/** The operands of an instruction line, split at its top-level commas, with the registers (`%rN`) each names. */
function operandsOf(line: string): Operand[] {
  const m = /^\s*\S+\s+(.*);\s*$/.exec(line);
  if (m === null) return [];
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of m[1]!) {
    if (ch === '{' || ch === '[') depth++;
    if (ch === '}' || ch === ']') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((o) => ({ text: o.trim(), registers: [...o.matchAll(/%r\d+/g)].map((x) => x[0]) }));
}

function declaredType(kernel: string, register: string): string | undefined {
  return new RegExp(`\\.reg (\\.\\w+) ${register};`).exec(kernel)?.[1];
}

function retyped(kernel: string, registers: readonly string[], type: string): string {
  for (const r of registers) kernel = kernel.replace(new RegExp(`\\.reg \\.\\w+ ${r};`), `.reg ${type} ${r};`);
  return kernel;
}

function withKernel(c: Case, kernel: string): Case {
  return { ...c, kernel, module: moduleOf(c.version, c.target, c.prelude, kernel) };
}

function errorsOf(c: Case): string[] {
  return parse(c.module, { validateOnly: true })
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => d.message);
}

/** `c` with what the parser first asks of its operands given: a brace vector of the length it says, registers of the type it says. */
function repaired(c: Case): Case {
  for (let round = 0; round < 6; round++) {
    const message = errorsOf(c)[0] ?? '';
    const [line, at] = instructionLine(c.kernel);
    const ops = operandsOf(line);
    const typed = /register (%r\d+) of type \S+ does not agree with the operand's type (\.\w+)/.exec(message);
    if (typed !== null) {
      const want = /^\.([bus](8|16|32|64)|b128|f(16|32|64)|f16x2|pred)$/.test(typed[2]!) ? typed[2]! : '.b32';
      const op = ops.find((o) => o.registers.includes(typed[1]!));
      const kernel = op === undefined ? c.kernel : retyped(c.kernel, op.registers, want);
      if (kernel === c.kernel) return c;
      c = withKernel(c, kernel);
      continue;
    }
    const sized = /operand (\d+) \([^)]*\): expected a vector of (\d+)/.exec(message);
    const op = sized === null ? undefined : ops[Number(sized[1]) - 1];
    if (op === undefined || !op.text.startsWith('{')) return c;
    const n = Number(sized![2]);
    const type = declaredType(c.kernel, op.registers[0]!) ?? '.b32';
    let next = Math.max(...[...c.kernel.matchAll(/%r(\d+)/g)].map((x) => Number(x[1]))) + 1;
    const registers = op.registers.slice(0, n);
    const declarations: string[] = [];
    while (registers.length < n) {
      registers.push(`%r${next}`);
      declarations.push(`\t.reg ${type} %r${next++};`);
    }
    const lines = c.kernel.split('\n');
    lines[at] = line.replace(op.text, `{${registers.join(', ')}}`);
    lines.splice(at, 0, ...declarations);
    c = withKernel(c, lines.join('\n'));
  }
  return c;
}

async function assemble(cases: readonly Case[]): Promise<Map<string, string[]>> {
  const verdicts = new Map<string, string[]>();
  const runner = new PtxasRunner();
  try {
    await runner.assembleAll(cases, null, (c, errors) => verdicts.set(c.id, errors));
  } finally {
    runner.close();
  }
  return verdicts;
}

async function main(): Promise<void> {
  if (!havePtxas()) {
    console.log('retype sweep: ptxas is not on PATH, nothing to compare');
    return;
  }
  const pattern = new RegExp(process.argv[2] ?? '^(wmma|ldmatrix|stmatrix|movmatrix|multimem)');
  const perForm = Number(process.argv[3] ?? 99);
  const valid = generateCases(ROOT)
    .cases.filter((c) => pattern.test(c.opcode) && c.kind === 'valid' && c.prelude === '')
    .map(repaired);
  const assembled = await assemble(valid);
  const byForm = new Map<string, Case[]>();
  for (const c of valid) {
    const key = `${c.opcode} ${c.form}`;
    const bases = byForm.get(key) ?? [];
    if (assembled.get(c.id)?.length === 0 && bases.length < perForm) bases.push(c);
    byForm.set(key, bases);
  }
  for (const [form, bases] of byForm) if (bases.length === 0) console.log(`no assembling base: ${form}`);
  const cases: (Case & { what: string })[] = [];
  for (const base of [...byForm.values()].flat()) {
    operandsOf(instructionLine(base.kernel)[0]).forEach((op, i) => {
      const first = op.registers[0];
      const type = first === undefined || op.text.startsWith('[') ? undefined : declaredType(base.kernel, first);
      if (type === undefined) return;
      const groups = op.registers.length > 1 ? [[first!], op.registers] : [op.registers];
      for (const group of groups) {
        for (const t of retypes(bitsOf(type))) {
          if (group.every((r) => declaredType(base.kernel, r) === t)) continue;
          const c = withKernel(base, retyped(base.kernel, group, t));
          cases.push({ ...c, id: `${base.id}/${i}/${group.length}/${t}`, what: `operand ${i + 1} (${op.text}): ${group.length > 1 ? 'all registers' : 'its first register'} ${t}` });
        }
      }
    });
  }
  const verdicts = await assemble(cases);
  const differ = (c: Case) => ((verdicts.get(c.id) ?? ['?']).length === 0) !== (errorsOf(c).length === 0);
  // Assembled again alone (a case with a prelude is assembled on its own): an error ptxas gave a
  // batch may stand for another case's.
  for (const [id, errors] of await assemble(cases.filter(differ).map((c) => ({ ...c, prelude: '\n' })))) verdicts.set(id, errors);
  let disagreements = 0;
  for (const c of cases) {
    if (!differ(c)) continue;
    disagreements++;
    console.log(JSON.stringify({ target: c.target, line: instructionLine(c.kernel)[0].trim(), retyped: c.what, ptxas: verdicts.get(c.id)!.join(' | ') || 'ok', parser: errorsOf(c).join(' | ') || 'ok' }));
  }
  const rejected = cases.filter((c) => verdicts.get(c.id)!.length > 0).length;
  console.log(`${byForm.size} forms, ${[...byForm.values()].flat().length} assembling bases, ${cases.length} retyped cases (${rejected} rejected by ptxas), ${disagreements} disagreements`);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
