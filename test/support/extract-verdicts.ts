// Which extracted modules (`ptx extract` of one corpus function) ptxas has assembled, recorded in
// test/corpus/extract-verdicts.json as digests of text, arch, flags (cubin-digests.ts's key), so
// that the extract test runs ptxas only on what changed. Record with
// `node dist/test/support/record-extract-verdicts.js` (needs ptxas; every function of the corpus).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusFile } from './corpus.js';
import { extractFunctions } from '../../src/explore/extract.js';
import type { FunctionDecl, Module } from '../../src/ast.js';
import { digestKey, ptxasVersion } from './cubin-digests.js';
import { ROOT } from './ptx.js';

export const VERDICTS_PATH = join(ROOT, 'test', 'corpus', 'extract-verdicts.json');

export interface VerdictFile {
  /** `ptxas --version`'s last line. */
  ptxas: string;
  /** Keys of the extracted modules ptxas accepted, sorted. */
  accepted: string[];
}

/** The corpus file's functions, each with the module extracted for it and its key. */
export function extractions(f: CorpusFile, module: Module, text: string): Array<{ name: string; text: string; key: string }> {
  const fns = module.directives.filter((d): d is FunctionDecl => d.kind === 'Function' && d.body !== null);
  return fns.map((fn) => {
    const extracted = extractFunctions(module, text, [fn]);
    return { name: fn.name, text: extracted, key: digestKey(f, extracted) };
  });
}

/** The keys recorded as accepted, when recorded with this ptxas; empty otherwise. */
export function acceptedKeys(): Set<string> {
  if (!existsSync(VERDICTS_PATH)) return new Set();
  const recorded = JSON.parse(readFileSync(VERDICTS_PATH, 'utf8')) as VerdictFile;
  return recorded.ptxas === ptxasVersion() ? new Set(recorded.accepted) : new Set();
}
