// The PTX corpus: real nvcc output (test/corpus/ptx), nvcc output of the cuda::ptx wrappers
// (test/corpus/cccl), LLVM NVPTX output (test/corpus/llvm), hand-written modules
// (test/corpus/handwritten), PTX ISA 9.1+ modules of published packages (test/corpus/cuda13x) and
// Triton's output (test/corpus/triton), each listed in a MANIFEST.tsv with the ptxas arch and flags.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './ptx.js';

export interface CorpusFile {
  path: string;
  name: string;
  arch: string;
  ptxasFlags: string[];
  /** Judged by ptxas 13.3 (its .version is 9.1 to 9.3), not by the ptxas 13.0 on PATH. */
  newerPtxas: boolean;
}

/** Whether the module's .version is above 9.0 (the first directive; comments may come before it). */
function newerThan90(path: string): boolean {
  const v = /^\s*\.version\s+(\d+)\.(\d+)/m.exec(readFileSync(path, 'latin1'));
  return v !== null && Number(v[1]) * 10 + Number(v[2]) > 90;
}

export function corpus(): CorpusFile[] {
  const out: CorpusFile[] = [];
  for (const dir of ['ptx', 'handwritten', 'llvm', 'cccl', 'cuda13x', 'triton']) {
    const base = join(ROOT, 'test', 'corpus', dir);
    const manifest = join(base, 'MANIFEST.tsv');
    if (!existsSync(manifest)) continue;
    const lines = readFileSync(manifest, 'utf8').split('\n').slice(1);
    for (const line of lines) {
      if (line.trim() === '') continue;
      const [file, arch, flags] = line.split('\t');
      out.push({ path: join(base, file!), name: `${dir}/${file}`, arch: arch!, ptxasFlags: (flags ?? '').split(/\s+/).filter(Boolean), newerPtxas: newerThan90(join(base, file!)) });
    }
  }
  return out;
}
