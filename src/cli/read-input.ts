// Reading a PTX file (or `-` for stdin) for the CLI, with clear errors for what cannot be text.
import { readFileSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';

/** The bytes of a file: the parser reads them as they are (latin1, one character per byte). */
export type Input = { ok: true; bytes: Buffer } | { ok: false; message: string };

/** Offsets into the text are kept in 32-bit integers (spans, the symbol tables' name sets). */
const MAX_BYTES = 2 ** 31 - 1;

export function readInput(path: string): Input {
  try {
    if (path !== '-') {
      const problem = tooLarge('file', statSync(path).size);
      if (problem !== null) return problem;
    }
    return toInput(readFileSync(path === '-' ? 0 : path));
  } catch (e) {
    return readError(e);
  }
}

/** readInput(), reading in the background (so that the parser's modules can load meanwhile). */
export async function readInputAsync(path: string): Promise<Input> {
  if (path === '-') return readInput(path);
  let file;
  try {
    file = await open(path);
    const stats = await file.stat();
    // A pipe (`/dev/stdin`, `<(...)`) or device has no size to read up to: read it to its end.
    if (!stats.isFile()) return toInput(readFileSync(file.fd));
    const size = stats.size;
    const problem = tooLarge('file', size);
    if (problem !== null) return problem;
    // One read of the whole file (readFile reads in small chunks, each waiting for a free main thread).
    const buf = Buffer.allocUnsafe(size);
    let got = 0;
    for (let n = -1; got < size && n !== 0; got += n) n = (await file.read(buf, got, size - got, got)).bytesRead;
    return toInput(got < size ? buf.subarray(0, got) : buf);
  } catch (e) {
    return readError(e);
  } finally {
    await file?.close();
  }
}

/** An error when `size` bytes (of a file before reading it, or of what was read) are more than the parser takes. */
function tooLarge(what: 'file' | 'input', size: number): Input | null {
  return size > MAX_BYTES ? { ok: false, message: `${what} is ${size} bytes; the largest text this parser takes is ${MAX_BYTES} bytes` } : null;
}

function toInput(buf: Buffer): Input {
  const problem = tooLarge('input', buf.length);
  if (problem !== null) return problem;
  return { ok: true, bytes: buf };
}

function readError(e: unknown): Input {
  const err = e as NodeJS.ErrnoException;
  return { ok: false, message: `cannot read: ${err.code === 'ENOENT' ? 'no such file' : err.code === 'EISDIR' ? 'is a directory' : err.message}` };
}
