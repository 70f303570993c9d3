// Digests of the cubins ptxas builds from the corpus files as they are (test/corpus/cubin-digests.json),
// so that the cubin test builds only the printed text. An entry counts only for the same text,
// arch, flags and ptxas version; anything else is built again. Record with
// `node dist/test/support/record-cubin-digests.js` (needs ptxas).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import type { CorpusFile } from './corpus.js';
import type { CubinDigest } from './cubin.js';
import { ROOT, readText } from './ptx.js';

export const DIGESTS_PATH = join(ROOT, 'test', 'corpus', 'cubin-digests.json');

export interface DigestFile {
  /** `ptxas --version`'s last line. */
  ptxas: string;
  files: Record<string, CubinDigest & { key: string }>;
}

/** What an entry is valid for: the text, the arch and the flags. */
export function digestKey(f: CorpusFile): string {
  return createHash('sha256').update(`${f.arch}\0${f.ptxasFlags.join(' ')}\0`).update(readText(f.path), 'latin1').digest('hex').slice(0, 32);
}

/**
 * Assemble `dir`/in.ptx to `dir`/out.cubin as the corpus file says: null, or ptxas's complaint.
 * Always the same file name: ptxas records it in the cubin.
 */
export function ptxas(dir: string, f: CorpusFile): Promise<string | null> {
  return new Promise((resolve) => {
    const p = spawn('ptxas', [...f.ptxasFlags, `-arch=${f.arch}`, 'in.ptx', '-o', 'out.cubin'], { cwd: dir });
    let err = '';
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('close', (code) => resolve(code === 0 ? null : err.trim() || `exit ${code}`));
  });
}

export function ptxasVersion(): string {
  return (spawnSync('ptxas', ['--version'], { encoding: 'utf8' }).stdout ?? '').trim().split('\n').pop() ?? '';
}

/** The recorded digest of `f`'s original cubin, if it is valid here. */
export function loadDigests(): (f: CorpusFile) => CubinDigest | null {
  const recorded: DigestFile | null = existsSync(DIGESTS_PATH) ? (JSON.parse(readFileSync(DIGESTS_PATH, 'utf8')) as DigestFile) : null;
  if (recorded === null || recorded.ptxas !== ptxasVersion()) return () => null;
  return (f) => {
    const d = recorded.files[f.name];
    return d !== undefined && d.key === digestKey(f) ? d : null;
  };
}
