// Runs ptxas on the valid differential cases (those ptxas accepted on their own target) once for
// each target of TARGETS and records whether it accepted them there, or rejected them for the
// target alone. Run: node dist/test/differential/record-targets.js
//
// target-verdicts.json: { "targets": TARGETS, "verdicts": { "<case id>": one letter a target } }:
// A accepted; T rejected, every error about the target ("not supported on .target", "requires
// .target sm_90 or higher", "cannot be compiled for architecture"); X rejected for something else
// as well (a register type that target lacks, say), which the comparison leaves out.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCases, type Case } from './cases.js';
import { loadVerdicts } from './record.js';
import { PtxasRunner } from './ptxas-runner.js';
import { ROOT } from '../support/ptx.js';

export const TARGETS = [
  'sm_75', 'sm_80', 'sm_86', 'sm_89', 'sm_90', 'sm_90a', 'sm_100', 'sm_100a', 'sm_100f', 'sm_103', 'sm_103a', 'sm_103f',
  'sm_110', 'sm_110a', 'sm_110f', 'sm_120', 'sm_120a', 'sm_120f', 'sm_121a',
];

export const TARGET_VERDICTS = join(ROOT, 'test', 'differential', 'target-verdicts.json');

const ABOUT_TARGET = /not supported on \.?target|requires \.target|cannot be compiled for architecture/i;

export function loadTargetVerdicts(): Record<string, string> {
  if (!existsSync(TARGET_VERDICTS)) return {};
  const v = JSON.parse(readFileSync(TARGET_VERDICTS, 'utf8')) as { targets: string[]; verdicts: Record<string, string> };
  return v.targets.join() === TARGETS.join() ? v.verdicts : {};
}

/** The valid cases ptxas accepted on their own target. */
export function acceptedCases(): Case[] {
  const verdicts = loadVerdicts();
  return generateCases(ROOT).cases.filter((c) => c.kind === 'valid' && verdicts[c.id]?.[0] === 1);
}

async function main(): Promise<void> {
  const cases = acceptedCases();
  const letters = new Map<string, string[]>(cases.map((c) => [c.id, TARGETS.map(() => '?')]));
  const runner = new PtxasRunner();
  for (const [i, target] of TARGETS.entries()) {
    await runner.assembleAll(cases, target, (c, errors) => {
      letters.get(c.id)![i] = errors.length === 0 ? 'A' : errors.every((e) => ABOUT_TARGET.test(e)) ? 'T' : 'X';
    });
    console.log(`  ${target}: ${runner.runs} ptxas runs so far`);
  }
  runner.close();
  const keys = [...letters.keys()].sort();
  const body = keys.map((k) => `${JSON.stringify(k)}:${JSON.stringify(letters.get(k)!.join(''))}`).join(',\n');
  writeFileSync(TARGET_VERDICTS, `{"targets":${JSON.stringify(TARGETS)},"verdicts":{\n${body}\n}}\n`);
  console.log(`recorded ${cases.length} cases on ${TARGETS.length} targets in ${runner.runs} ptxas runs`);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
