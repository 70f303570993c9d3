// The PTX corpus: real nvcc output (test/corpus/ptx), nvcc output of the cuda::ptx wrappers
// (test/corpus/cccl), LLVM NVPTX output (test/corpus/llvm) and hand-written modules
// (test/corpus/handwritten), each listed in a MANIFEST.tsv with the ptxas arch and flags.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './ptx.js';

export interface CorpusFile {
  path: string;
  name: string;
  arch: string;
  ptxasFlags: string[];
}

export function corpus(): CorpusFile[] {
  const out: CorpusFile[] = [];
  for (const dir of ['ptx', 'handwritten', 'llvm', 'cccl']) {
    const base = join(ROOT, 'test', 'corpus', dir);
    const manifest = join(base, 'MANIFEST.tsv');
    if (!existsSync(manifest)) continue;
    const lines = readFileSync(manifest, 'utf8').split('\n').slice(1);
    for (const line of lines) {
      if (line.trim() === '') continue;
      const [file, arch, flags] = line.split('\t');
      out.push({ path: join(base, file!), name: `${dir}/${file}`, arch: arch!, ptxasFlags: (flags ?? '').split(/\s+/).filter(Boolean) });
    }
  }
  return out;
}
