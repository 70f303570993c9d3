// Real PTX with one instruction edited (test/mutation/cases.ts): the parser accepts and rejects
// the mutants as ptxas did (verdicts cached in test/mutation/verdicts.json by record.ts), its
// first error on the line of ptxas's, and no more errors than ptxas gives; modules with edits in
// several functions get an error at each, as from ptxas. MUTATION_REPORT=1 prints every disagreement.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Diagnostic } from '../src/diagnostics.js';
import { parse } from '../src/parse.js';
import { mutants, type Mutant, type MultiMutant } from './mutation/cases.js';
import { loadVerdicts, multiMutantsOf, type Verdict } from './mutation/record.js';

/**
 * The mutants whose errors are on other lines than ptxas's, and why ours stand, each by a rule.
 * (Rejections ptxas places in no line of the module, as under a `# 20 "x.cu"` line marker, are
 * not compared.)
 */
const OTHER_LINES: { why: string; applies: (m: Mutant, errors: readonly Diagnostic[], v: Rejection) => boolean }[] = [
  {
    // `}` left out before a function's definition: ptxas reads its header in the body (a
    // declaration) and stops at its `{` ("Parsing error near '{'"), lines after ours.
    why: "a function's `}` left out: we name the next function's directive, ptxas the `{` of its body",
    applies: (m, errors, v) => m.kind === 'nobrace' && errors.length === 1 && errors[0]!.message.startsWith("expected '}' closing the block") && v[1].includes("near '{'") && v[2][0]! > errors[0]!.span.line,
  },
  {
    // `}` before a call's `st.param`: it closes the call's block `{ .param ...; ... }`, so the call's
    // parameters are unknown after it, to ptxas ("Illegal operand type") as to us, and the
    // function's `}` leaves the rest at module scope. ptxas names a call spanning lines at its first
    // line too, we the parameter in it; past the function, ptxas and we say the first line left.
    why: "a stray `}` closing a call's block: its parameters unknown to ptxas and to us, ptxas naming a call's first line too",
    applies: (m, errors, v) => m.kind === 'extrabrace' && errors[0]!.span.line === Math.min(...v[2]) && errors.every((e) => v[2].includes(e.span.line) || /^expected a directive|^unknown directive/.test(e.message)),
  },
  {
    // `prototype_6 : .callprototype ...` edited into an instruction: ptxas says "Unknown symbol
    // 'prototype_6'" and "Arguments mismatch" at the call's first line too (409), where the call
    // spans lines 409-415; we say the unknown symbol once, at the name (415).
    why: "ptxas adds a call's first line for the unknown prototype we report at its name",
    applies: (m) => m.id === '_VjzzG5n5tJ5',
  },
];

type Rejection = Verdict & { 0: 0 };

let cached: { all: Mutant[]; verdicts: Record<string, Verdict> } | null = null;
const corpusMutants = () => (cached ??= { all: mutants(), verdicts: loadVerdicts() });

/** A mutant's errors, by its id: each is parsed once for all the tests. */
const parsed = new Map<string, Diagnostic[]>();
function errorsOf(m: Mutant | MultiMutant): Diagnostic[] {
  let errors = parsed.get(m.id);
  if (errors === undefined) parsed.set(m.id, (errors = parse(m.text).diagnostics.filter((d) => d.severity === 'error')));
  return errors;
}
const show = (ds: readonly Diagnostic[]) => ds.map((d) => `${d.span.line}:${d.span.column}: ${d.message}`).join('\n           ');

/**
 * How our errors on a mutant ptxas rejects at lines of the module differ from ptxas's, or null:
 * the first on another line, on other lines than its, or more of them than it gives.
 */
function lineProblem(errors: readonly Diagnostic[], v: Rejection): string | null {
  const [, , lines, count] = v;
  const ours = [...new Set(errors.map((e) => e.span.line))];
  // ptxas says a function's unknown labels at its end, after what it found below them: its first line is the least
  const first = Math.min(...lines);
  if (errors[0]!.span.line !== first) return `first error on line ${errors[0]!.span.line}, ptxas's on ${first}`;
  if (ours.length !== lines.length || ours.some((l) => !lines.includes(l))) return `errors on lines ${ours.join(', ')}, ptxas's on ${lines.join(', ')}`;
  if (errors.length > count) return `${errors.length} errors, ptxas gives ${count}`;
  return null;
}

test('the parser agrees with ptxas on corpus modules with one instruction edited', () => {
  const { all, verdicts } = corpusMutants();
  const disagree: { m: Mutant; ours: string; theirs: string }[] = [];
  let compared = 0;
  for (const m of all) {
    const v = verdicts[m.id];
    if (v === undefined) continue;
    compared++;
    const error = errorsOf(m)[0];
    if ((error === undefined) !== (v[0] === 1)) disagree.push({ m, ours: error === undefined ? 'accepted' : `${error.span.line}:${error.span.column}: ${error.message}`, theirs: v[0] === 1 ? 'accepted' : v[1] });
  }
  const falseRejects = disagree.filter((d) => d.theirs === 'accepted');
  console.log(`mutation: ${all.length} mutants, ${compared} with a verdict; ${disagree.length} disagree (${falseRejects.length} we reject/ptxas accepts)`);
  for (const d of process.env.MUTATION_REPORT ? disagree : falseRejects)
    console.log(`  [${d.m.kind}] ${d.m.file.name}:${d.m.line}  ${d.m.before}  ->  ${d.m.after}\n     ours: ${d.ours}\n     ptxas: ${d.theirs}`);
  if (compared === 0) return console.log('no cached ptxas verdicts: run node dist/test/mutation/record.js');
  assert.ok(compared >= all.length * 0.95, `only ${compared} of ${all.length} mutants have a verdict`);
  // What ptxas accepts, the parser must accept; of what it rejects, at most 2% may pass here.
  assert.is(falseRejects.length, 0, 'mutants ptxas accepts and the parser rejects');
  assert.ok(disagree.length <= compared * 0.02, `${disagree.length} of ${compared} mutants disagree`);
});

/** Each rejected mutant (or multi-mutant) ptxas gives lines of, with our errors and lineProblem(). */
function compareLines(ms: readonly (Mutant | MultiMutant)[], verdicts: Record<string, Verdict>) {
  const out: { m: Mutant | MultiMutant; errors: Diagnostic[]; v: Rejection; problem: string | null }[] = [];
  for (const m of ms) {
    const v = verdicts[m.id];
    if (v?.[0] !== 0 || !Array.isArray(v[2]) || v[2].length === 0) continue;
    const errors = errorsOf(m);
    // a missed rejection is the test above's to count
    if (errors.length > 0) out.push({ m, errors, v, problem: lineProblem(errors, v) });
  }
  return out;
}

test("the parser's errors on a mutant are on the line of ptxas's, and no more than ptxas's", () => {
  const { all, verdicts } = corpusMutants();
  const rejected = all.filter((m) => verdicts[m.id]?.[0] === 0);
  if (!rejected.some((m) => Array.isArray(verdicts[m.id]![2]))) return console.log('no ptxas lines in the cached verdicts: run node dist/test/mutation/record.js');
  const compared = compareLines(all, verdicts);
  const listed = (c: (typeof compared)[number]) => OTHER_LINES.find((r) => r.applies(c.m as Mutant, c.errors, c.v));
  const differ = compared.filter((c) => c.problem !== null && listed(c) === undefined);
  const kinds = new Map<string, number>();
  for (const c of compared) if (c.problem !== null) kinds.set(c.problem.replace(/\d+/g, 'N'), (kinds.get(c.problem.replace(/\d+/g, 'N')) ?? 0) + 1);
  console.log(`mutation lines: ${rejected.length} rejected by ptxas, ${compared.length} at lines of the module and by us; ${compared.length - differ.length} as ptxas's or listed (${[...kinds].map(([k, n]) => `${n}: ${k}`).join('; ') || 'none differ'})`);
  for (const d of process.env.MUTATION_REPORT ? compared.filter((c) => c.problem !== null) : differ) {
    const m = d.m as Mutant;
    console.log(`  [${m.kind}] ${m.file.name}:${m.line} (${m.id})  ${m.after}\n     ${d.problem}\n     ours:  ${show(d.errors)}\n     ptxas: ${d.v[2].join(', ')}: ${d.v[1]}`);
  }
  assert.ok(compared.length >= rejected.length * 0.95, `only ${compared.length} of ${rejected.length} rejected mutants compared`);
  assert.equal(differ.map((d) => `${d.m.id}: ${d.problem}`), []);
  // a rule that excuses no difference any more goes from the list
  const stale = OTHER_LINES.filter((r) => !compared.some((c) => c.problem !== null && listed(c) === r)).map((r) => r.why);
  assert.equal(stale, [], 'rules of OTHER_LINES that no mutant needs');
});

test('in a module with errors in several functions, the parser reports each at its line, as ptxas does, and nothing more', () => {
  const { all, verdicts } = corpusMutants();
  const multi = multiMutantsOf(all, verdicts);
  const compared = compareLines(multi, verdicts);
  if (compared.length === 0) return console.log('no ptxas verdicts on multi-mutants in the cache: run node dist/test/mutation/record.js');
  const edits = compared.reduce((n, c) => n + (c.m as MultiMutant).edits.length, 0);
  console.log(`mutation, several errors: ${multi.length} modules with ${edits} edits in distinct functions, ${compared.length} compared`);
  assert.ok(compared.length >= multi.length * 0.95, `only ${compared.length} of ${multi.length} multi-mutants have a verdict`);
  const wrong: string[] = [];
  for (const c of compared) {
    const m = c.m as MultiMutant;
    const lines = m.edits.map((e) => e.line);
    // ptxas's report is what the edits make it: an error at each, none elsewhere
    if (c.v[2].join() !== lines.join()) wrong.push(`${m.file.name} (${m.id}): ptxas's errors on lines ${c.v[2].join(', ')}, the edits on ${lines.join(', ')}`);
    else if (c.problem !== null) wrong.push(`${m.file.name} (${m.id}): ${c.problem}\n     ours: ${show(c.errors)}`);
  }
  assert.equal(wrong, []);
});

test.run();
