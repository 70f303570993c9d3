// Runs ptxas on the valid differential cases (those ptxas accepted on their own target) on each
// target of TARGETS, and on the lowest target that takes a case, on each PTX version of VERSIONS
// it allows; records whether ptxas accepted the case there, or rejected it for the target or
// version alone. Run: node dist/test/differential/record-requirements.js [--all] (--all: every case
// again; else only the cases without a verdict).
//
// requirement-verdicts.json: { targets: TARGETS, versions: VERSIONS, verdicts: { "<case id>":
// [letters per target, the version target, letters per version] } }. A accepted; T rejected, every
// error about the target ("not supported on .target", "requires .target sm_90 or higher"); V
// rejected, every error about the version ("requires PTX ISA .version 8.0 or later"); X rejected
// for something else as well, which the comparison leaves out; - not run (a version older than the
// target).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TARGETS as INTRODUCED } from '../../generated/targets.js';
import { versionNumber } from '../../src/version.js';
import { generateCases, judgedByNewer, type Case } from './cases.js';
import { loadVerdicts } from './record.js';
import { PtxasRunner } from './ptxas-runner.js';
import { ROOT } from '../support/ptx.js';

export const TARGETS = [
  'sm_75', 'sm_80', 'sm_86', 'sm_89', 'sm_90', 'sm_90a', 'sm_100', 'sm_100a', 'sm_100f', 'sm_103', 'sm_103a', 'sm_103f',
  'sm_110', 'sm_110a', 'sm_110f', 'sm_120', 'sm_120a', 'sm_120f', 'sm_121a',
];

export const VERSIONS = [
  '6.3', '6.4', '6.5', '7.0', '7.1', '7.2', '7.3', '7.4', '7.5', '7.6', '7.7', '7.8',
  '8.0', '8.1', '8.2', '8.3', '8.4', '8.5', '8.6', '8.7', '8.8', '9.0',
];

export type RequirementVerdict = [targets: string, versionTarget: string, versions: string];

const VERDICTS = join(ROOT, 'test', 'differential', 'requirement-verdicts.json');
const ABOUT_TARGET = /not supported on \.?target|requires \.target|cannot be compiled for architecture/i;
const ABOUT_VERSION = /requires PTX ISA \.version/i;

export function loadRequirementVerdicts(): Record<string, RequirementVerdict> {
  if (!existsSync(VERDICTS)) return {};
  const v = JSON.parse(readFileSync(VERDICTS, 'utf8')) as { targets: string[]; versions: string[]; verdicts: Record<string, RequirementVerdict> };
  return v.targets.join() === TARGETS.join() && v.versions.join() === VERSIONS.join() ? v.verdicts : {};
}

/** The valid cases of PTX ISA 9.0 ptxas 13.0 accepted on their own target (the newer ones' versions are judged by their `older` cases). */
export function acceptedCases(): Case[] {
  const verdicts = loadVerdicts();
  return generateCases(ROOT).cases.filter((c) => c.kind === 'valid' && !judgedByNewer(c) && verdicts[c.id]?.[0] === 1);
}

/** Versions `target` allows: from the one that introduced it. */
export function versionsOf(target: string): boolean[] {
  const first = versionNumber(INTRODUCED.get(target)!);
  return VERSIONS.map((v) => versionNumber(v) >= first);
}

function letter(errors: string[], about: RegExp, mark: string): string {
  return errors.length === 0 ? 'A' : errors.every((e) => about.test(e)) ? mark : 'X';
}

async function main(): Promise<void> {
  // Only the cases without verdicts, but with --all; the verdicts of cases no longer generated are dropped.
  const kept = process.argv.includes('--all') ? {} : loadRequirementVerdicts();
  const accepted = acceptedCases();
  const cases = accepted.filter((c) => kept[c.id] === undefined);
  const onTargets = new Map<string, string[]>(cases.map((c) => [c.id, TARGETS.map(() => '?')]));
  const runner = new PtxasRunner();
  for (const [i, target] of TARGETS.entries()) {
    await runner.assembleAll(cases, target, (c, errors) => void (onTargets.get(c.id)![i] = letter(errors, ABOUT_TARGET, 'T')));
    console.log(`  ${target}: ${runner.runs} ptxas runs so far`);
  }
  // Versions: on the lowest target that takes the case, so that old versions can be tried.
  const lowest = new Map<string, string>();
  for (const c of cases) {
    const i = onTargets.get(c.id)!.indexOf('A');
    if (i >= 0) lowest.set(c.id, TARGETS[i]!);
  }
  const onVersions = new Map<string, string[]>(cases.map((c) => [c.id, VERSIONS.map(() => '-')]));
  for (const target of TARGETS) {
    const allowed = versionsOf(target);
    const here = cases.filter((c) => lowest.get(c.id) === target);
    for (const [j, version] of VERSIONS.entries()) {
      if (!allowed[j] || here.length === 0) continue;
      await runner.assembleAll(here, target, (c, errors) => void (onVersions.get(c.id)![j] = letter(errors, ABOUT_VERSION, 'V')), undefined, version);
    }
    console.log(`  versions on ${target}: ${runner.runs} ptxas runs so far`);
  }
  runner.close();
  const all = new Map<string, RequirementVerdict>(accepted.flatMap((c) => (kept[c.id] === undefined ? [] : [[c.id, kept[c.id]!]])));
  for (const id of onTargets.keys()) all.set(id, [onTargets.get(id)!.join(''), lowest.get(id) ?? '', onVersions.get(id)!.join('')]);
  const body = [...all.keys()]
    .sort()
    .map((id) => `${JSON.stringify(id)}:${JSON.stringify(all.get(id))}`)
    .join(',\n');
  writeFileSync(VERDICTS, `{"targets":${JSON.stringify(TARGETS)},\n"versions":${JSON.stringify(VERSIONS)},\n"verdicts":{\n${body}\n}}\n`);
  console.log(`recorded ${cases.length} new cases (${all.size} in all) on ${TARGETS.length} targets and up to ${VERSIONS.length} versions in ${runner.runs} ptxas runs`);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
