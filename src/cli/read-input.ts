// Reading a PTX file (or `-` for stdin) for the CLI, with clear errors for what cannot be text.
import { readFileSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { constants } from 'node:buffer';

export type Input = { ok: true; text: string; bytes: Uint8Array } | { ok: false; message: string };

export function readInput(path: string): Input {
  try {
    if (path !== '-') {
      const tooLarge = sizeProblem(statSync(path).size);
      if (tooLarge !== null) return tooLarge;
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
    if (!stats.isFile()) return readInput(path);
    const size = stats.size;
    const tooLarge = sizeProblem(size);
    if (tooLarge !== null) return tooLarge;
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

function sizeProblem(size: number): Input | null {
  return size > constants.MAX_STRING_LENGTH ? { ok: false, message: `file is ${size} bytes; the largest text this parser can hold is ${constants.MAX_STRING_LENGTH} bytes` } : null;
}

function toInput(buf: Buffer): Input {
  if (buf.length > constants.MAX_STRING_LENGTH) {
    return { ok: false, message: `input is ${buf.length} bytes; the largest text this parser can hold is ${constants.MAX_STRING_LENGTH} bytes` };
  }
  // PTX is ASCII; latin1 maps bytes to chars one to one, so offsets are byte offsets and
  // printing with latin1 gives the same bytes back.
  return { ok: true, text: buf.toString('latin1'), bytes: buf };
}

function readError(e: unknown): Input {
  const err = e as NodeJS.ErrnoException;
  return { ok: false, message: `cannot read: ${err.code === 'ENOENT' ? 'no such file' : err.code === 'EISDIR' ? 'is a directory' : err.message}` };
}
