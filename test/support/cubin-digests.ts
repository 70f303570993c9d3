// Digests of the cubins ptxas builds from the corpus files as they are, and from their printed
// text (test/corpus/cubin-digests.json), so that the cubin test runs ptxas only on what changed:
// a digest counts only for the same text, arch, flags and ptxas version; a printer that writes
// other text has it built again. Record with `node dist/test/support/record-cubin-digests.js`
// (needs ptxas).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import type { CorpusFile } from './corpus.js';
import type { CubinDigest } from './cubin.js';
import { ROOT, readText } from './ptx.js';

export const DIGESTS_PATH = join(ROOT, 'test', 'corpus', 'cubin-digests.json');

/** A cubin's digest, with the key of the text it was built from. */
export type KeyedDigest = CubinDigest & { key: string };

export interface DigestFile {
  /** `ptxas --version`'s last line. */
  ptxas: string;
  /** Each file's original cubin, and the cubin of its printed text. */
  files: Record<string, KeyedDigest & { printed: KeyedDigest }>;
}

/** What a digest is valid for: `text` (the file's own by default), the arch and the flags. */
export function digestKey(f: CorpusFile, text = readText(f.path)): string {
  return createHash('sha256').update(`${f.arch}\0${f.ptxasFlags.join(' ')}\0`).update(text, 'latin1').digest('hex').slice(0, 32);
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

/**
 * The recorded digests of `f`'s original cubin and of its printed text's (`printed`), each null
 * unless valid here.
 */
export function loadDigests(): (f: CorpusFile, printed: string) => { original: CubinDigest | null; printed: CubinDigest | null } {
  const recorded: DigestFile | null = existsSync(DIGESTS_PATH) ? (JSON.parse(readFileSync(DIGESTS_PATH, 'utf8')) as DigestFile) : null;
  if (recorded === null || recorded.ptxas !== ptxasVersion()) return () => ({ original: null, printed: null });
  return (f, printed) => {
    const d = recorded.files[f.name];
    if (d === undefined || d.key !== digestKey(f)) return { original: null, printed: null };
    return { original: d, printed: d.printed.key === digestKey(f, printed) ? d.printed : null };
  };
}
