// An operand-type sweep of some opcodes against ptxas: for each of their spec forms, a few valid
// lines (qualifier values in turn, optional parts on and off, each operand a register of its spec
// type, each brace vector as long as the form says), then, of each line ptxas assembles, every
// register retyped one at a time (.b/.u/.s/.f of 16, 32 and 64 bits, .pred), every immediate
// written as a register and every register as an immediate, every brace vector a register longer
// and shorter. Each case declares only the registers its line uses (ptxas's memory grows with
// declarations). The parser's verdict on each is compared with ptxas's; the disagreements are
// printed by opcode. Run: node dist/test/differential/sweep-operands.js OPCODE... (opcodes as the
// forms name them: tcgen05.ld, tcgen05.mma.ws); ptxas runs one process at a time.
import { join } from 'node:path';
import { loadSpec, specFiles } from '../../codegen/load-spec.js';
import type { OperandSyntax, ParsedForm } from '../../codegen/syntax.js';
import type { SpecEntry } from '../../spec/schema.js';
import { parse } from '../../src/parse.js';
import { ROOT } from '../support/ptx.js';
import { type Case, moduleOf, Rng, seedOf, shortHash } from './cases.js';
import { PtxasRunner } from './ptxas-runner.js';

const RETYPES = ['.b16', '.b32', '.b64', '.u16', '.u32', '.u64', '.s16', '.s32', '.s64', '.f16', '.f32', '.f64', '.pred'];
const BASES_PER_FORM = 6;
const VERSION = '9.0';

interface Line {
  opcode: string;
  target: string;
  /** The line with `$k` for operand item k, and the items' texts and register types (null: an immediate). */
  template: string;
  items: { text: string; type: string | null; shape: string; vector: number }[];
}

/** The register type a spec operand type stands for (a choice: its first; a set: the type the line writes of it). */
function registerType(ref: string | undefined, entry: SpecEntry, quals: string[]): string {
  if (ref === undefined) return '.b32';
  let t = ref.split('|')[0]!;
  const set = entry.qualifiers?.[t];
  if (Array.isArray(set)) t = quals.find((q) => set.includes(q)) ?? '.b32';
  if (/^\.(pred|[bsuf](16|32|64))$/.test(t)) return t;
  const bits = Number(/(\d+)$/.exec(t)?.[1] ?? 32);
  return bits <= 16 ? '.b16' : bits <= 32 ? '.b32' : '.b64';
}

/** The elements of a brace vector: the form's vectorCounts by a written qualifier, else a `.xN` one's N. */
function vectorLength(o: OperandSyntax, form: SpecEntry['forms'][number], quals: string[]): number {
  const counts = form.vectorCounts?.[o.name];
  if (typeof counts === 'number') return counts;
  if (counts !== undefined) for (const q of quals) if (q in counts) return ([] as number[]).concat(counts[q]!)[0]!;
  const x = quals.find((q) => /^\.x\d+$/.test(q));
  return x === undefined ? 4 : Number(x.slice(2));
}

function targetOf(entry: SpecEntry, form: SpecEntry['forms'][number]): string {
  const req = form.requires ?? entry.requires;
  const t = req.targets?.[0] ?? req.target ?? 'sm_100a';
  return t.replace(/f$/, 'a');
}

function basesOf(entry: SpecEntry, spec: SpecEntry['forms'][number], form: ParsedForm, seed: number): Line[] {
  const rng = new Rng(seed);
  const lines: Line[] = [];
  for (let v = 0; v < BASES_PER_FORM; v++) {
    const quals: string[] = [];
    form.elements.forEach((el, k) => {
      if (el.optional && (v + k) % 2 === 1) return;
      quals.push(el.kind === 'slot' ? el.values[(v + rng.int(el.values.length)) % el.values.length]! : el.token);
    });
    const types = { ...entry.operandTypes, ...spec.operandTypes };
    const items: Line['items'] = [];
    const parts: string[] = [];
    let groupOff = false;
    for (const o of form.operands) {
      if (o.group >= 0 && (groupOff || v % 3 === 2)) {
        groupOff = true;
        continue;
      }
      const k = items.length;
      const type = o.shape === 'imm' ? null : registerType(types[o.name], entry, quals);
      const value = (spec.operandValues ?? entry.operandValues)?.[o.name];
      const imm = value !== undefined && 'min' in value ? String(value.min) : '1';
      const vector = o.shape === 'vec' ? vectorLength(o, spec, quals) : 0;
      items.push({ text: type === null ? imm : `%a${k}`, type, shape: o.shape, vector });
      const text = `$${k}`;
      parts.push(o.shape === 'addr' ? `[${text}]` : text);
    }
    lines.push({ opcode: form.opcode, target: targetOf(entry, spec), template: `${form.opcode}${quals.join('')}${parts.length > 0 ? ' ' + parts.join(', ') : ''};`, items });
  }
  return lines;
}

/** A case of `line` with its items as given: each a register of a type (declared), a vector of them, or an immediate. */
function caseOf(line: Line, items: { text: string; type: string | null; vector: number; elementTypes?: (string | null)[] }[], kind: string): Case {
  const decls: string[] = [];
  let text = line.template;
  items.forEach((it, k) => {
    let written = it.text;
    if (it.vector > 0) {
      const names: string[] = [];
      for (let e = 0; e < it.vector; e++) {
        const t = it.elementTypes?.[e] ?? it.type!;
        names.push(`%v${k}_${e}`);
        decls.push(`\t.reg ${t} %v${k}_${e};`);
      }
      written = `{${names.join(', ')}}`;
    } else if (it.type !== null) decls.push(`\t.reg ${it.type} ${it.text};`);
    text = text.replace(`$${k}`, written);
  });
  const kernel = `.visible .entry k()\n{\n${decls.join('\n')}\n\t${text}\n\tret;\n}\n`;
  const module = moduleOf(VERSION, line.target, '', kernel);
  return { id: shortHash(module), opcode: line.opcode, page: '', form: line.template, kind: kind as Case['kind'], line: text, target: line.target, version: VERSION, prelude: '', kernel, module };
}

/** The mutants of an assembled line: one operand (or vector element) changed each. */
function mutantsOf(line: Line): Case[] {
  const out: Case[] = [];
  const base = line.items.map((it) => ({ ...it }));
  line.items.forEach((it, k) => {
    const at = (patch: Partial<(typeof base)[number]> & { elementTypes?: (string | null)[] }, kind: string) =>
      out.push(caseOf(line, base.map((b, j) => (j === k ? { ...b, ...patch } : b)), kind));
    if (it.type === null) {
      for (const t of ['.b32', '.u32', '.s32', '.b64', '.b16', '.pred']) at({ text: `%a${k}`, type: t }, 'imm-as-register');
      for (const lit of ['0f3F800000', '1.0', '-1']) at({ text: lit }, 'literal');
      return;
    }
    if (it.vector > 0) {
      for (const t of RETYPES) if (t !== it.type) at({ elementTypes: Array.from({ length: it.vector }, (_, e) => (e === it.vector - 1 ? t : null)) }, 'element-retype');
      for (const t of RETYPES) if (t !== it.type) at({ type: t }, 'vector-retype');
      at({ vector: it.vector + 1 }, 'longer');
      if (it.vector > 1) at({ vector: it.vector - 1 }, 'shorter');
      at({ vector: 0, text: `%a${k}` }, 'unvectored');
      return;
    }
    for (const t of RETYPES) if (t !== it.type) at({ type: t }, 'retype');
    if (it.shape === 'addr') {
      for (const t of RETYPES) at({ type: t, text: `%a${k}+4` }, 'offset-retype');
    } else for (const lit of ['1', '0f3F800000']) at({ type: null, text: lit }, 'register-as-literal');
  });
  return out;
}

async function main(): Promise<void> {
  const wanted = new Set(process.argv.slice(2));
  const spec = loadSpec(specFiles(join(ROOT, 'spec')));
  const bases: Line[] = [];
  for (const { entry, forms } of spec.entries) {
    forms.forEach((form, i) => {
      if (wanted.has(form.opcode)) bases.push(...basesOf(entry, entry.forms[i]!, form, seedOf(`${entry.page} ${i}`)));
    });
  }
  const unique = <T extends Case>(cs: T[]) => [...new Map(cs.map((c) => [c.id, c])).values()];
  const runner = new PtxasRunner('ptxas', 1);
  const verdicts = new Map<string, string[]>();
  const judge = async (cs: Case[]) => runner.assembleAll(cs, null, (c, errors) => verdicts.set(c.id, errors));
  const baseCases = unique(bases.map((l) => caseOf(l, l.items, 'base')));
  await judge(baseCases);
  const accepted = bases.filter((l) => verdicts.get(caseOf(l, l.items, 'base').id)?.length === 0);
  const mutants = unique(accepted.flatMap(mutantsOf));
  await judge(mutants);
  runner.close();
  const all = [...baseCases, ...mutants];
  const wrong = new Map<string, string[]>();
  let accepts = 0;
  for (const c of all) {
    const theirs = verdicts.get(c.id) ?? ['no verdict'];
    if (theirs.length === 0) accepts++;
    const ours = parse(c.module).diagnostics.filter((d) => d.severity === 'error');
    if ((ours.length === 0) === (theirs.length === 0)) continue;
    const list = wrong.get(c.opcode) ?? [];
    list.push(`  [${c.kind}] ${c.target} ${c.line}\n     ours: ${ours[0]?.message ?? 'accepted'}\n     ptxas: ${theirs.join(' | ') || 'accepted'}`);
    wrong.set(c.opcode, list);
  }
  console.log(`${bases.length} base lines, ${accepted.length} assembled; ${all.length} cases, ${accepts} assembled; ${[...wrong.values()].flat().length} disagreements; ${runner.runs} ptxas runs`);
  for (const [opcode, list] of wrong) console.log(`\n${opcode}: ${list.length}\n${list.join('\n')}`);
}

await main();
