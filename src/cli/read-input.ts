// Reading a PTX file (or `-` for stdin) for the CLI, with clear errors for what cannot be text. A
// directory among the inputs is one with no .ptx file under it (inputs.ts expandInputs()).
import { closeSync, fstatSync, openSync, read, readFileSync, readSync } from 'node:fs';

/** The bytes of a file: the parser reads them as they are (latin1, one character per byte). */
export type Input = { ok: true; bytes: Buffer } | { ok: false; message: string };

/** Offsets into the text are kept in 32-bit integers (spans, the symbol tables' name sets). */
const MAX_BYTES = 2 ** 31 - 1;

export function readInput(path: string): Input {
  let fd = -1;
  try {
    if (path === '-') return toInput(readStream(0));
    fd = openSync(path, 'r');
    const stats = fstatSync(fd);
    if (stats.isDirectory()) return NO_PTX_FILE;
    if (!stats.isFile()) return toInput(readStream(fd));
    const problem = tooLarge('file', stats.size);
    if (problem !== null) return problem;
    return toInput(readFileSync(fd));
  } catch (e) {
    return readError(e);
  } finally {
    if (fd >= 0) closeSync(fd);
  }
}

/** Read in pieces of this size from a pipe or device. */
const PIECE = 1 << 20;

/**
 * All that `fd`, a pipe or a device (`-`, `/dev/stdin`, `<(...)`, `/dev/zero`), gives, up to
 * `limit` bytes: reading stops there, so that an endless one cannot fill the memory.
 */
export function readStream(fd: number, limit = MAX_BYTES): Buffer | { tooLong: number } {
  const pieces: Buffer[] = [];
  let total = 0;
  for (;;) {
    const piece = Buffer.allocUnsafe(PIECE);
    let n: number;
    try {
      n = readSync(fd, piece, 0, PIECE, null);
    } catch (e) {
      // A non-blocking stdin with nothing to read yet: wait a little for more.
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
      Atomics.wait(PAUSE, 0, 0, 1);
      continue;
    }
    if (n === 0) return Buffer.concat(pieces, total);
    total += n;
    if (total > limit) return { tooLong: limit };
    pieces.push(n < PIECE ? piece.subarray(0, n) : piece);
  }
}

const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/**
 * readInput(), reading in the background (so that the parser can load meanwhile). The file is
 * opened and sized at once: each step of an asynchronous open-stat-read chain would wait for the
 * main thread, busy loading the parser, so only the read itself is left to the thread pool.
 */
export async function readInputAsync(path: string): Promise<Input> {
  if (path === '-') return readInput(path);
  let fd = -1;
  try {
    fd = openSync(path, 'r');
    const stats = fstatSync(fd);
    if (stats.isDirectory()) return NO_PTX_FILE;
    // A pipe (`/dev/stdin`, `<(...)`) or device has no size to read up to: read it to its end, or to the limit.
    if (!stats.isFile()) return toInput(readStream(fd));
    const size = stats.size;
    const problem = tooLarge('file', size);
    if (problem !== null) return problem;
    const buf = Buffer.allocUnsafe(size);
    // A large file in two halves at once, on two threads: one read of a 23 MB module outlasts the
    // parser's loading by some 5 ms, which two halves save.
    const half = size >= SPLIT_SIZE ? Math.ceil(size / 2) : size;
    const [first, second] = await Promise.all([readRange(fd, buf, 0, half), readRange(fd, buf, half, size)]);
    // A file that shrank since fstat: what was read up to its (new) end.
    const got = first < half ? first : second;
    return toInput(got < size ? buf.subarray(0, got) : buf);
  } catch (e) {
    return readError(e);
  } finally {
    if (fd >= 0) closeSync(fd);
  }
}

/** Files at least this large are read in two halves. */
const SPLIT_SIZE = 1 << 22;

/** Read `fd` from `from` to `to` into `buf` at the same offsets: where the reading stopped (`to`, or the end of the file). */
async function readRange(fd: number, buf: Buffer, from: number, to: number): Promise<number> {
  let at = from;
  for (let n = -1; at < to && n !== 0; at += n) n = await readAt(fd, buf, at, to - at);
  return at;
}

/** One read of `length` bytes of `fd` at `offset` into `buf` at the same offset: the bytes read. */
function readAt(fd: number, buf: Buffer, offset: number, length: number): Promise<number> {
  return new Promise((resolve, reject) => read(fd, buf, offset, length, offset, (err, n) => (err === null ? resolve(n) : reject(err))));
}

/** An error when `size` bytes (of a file before reading it, or of what was read) are more than the parser takes. */
function tooLarge(what: 'file' | 'input', size: number): Input | null {
  return size > MAX_BYTES ? { ok: false, message: `${what} is ${size} bytes; the largest text this parser takes is ${MAX_BYTES} bytes` } : null;
}

function toInput(buf: Buffer | { tooLong: number }): Input {
  if ('tooLong' in buf) return { ok: false, message: `input goes on past ${buf.tooLong} bytes, the largest text this parser takes: stopped reading there` };
  const problem = tooLarge('input', buf.length);
  if (problem !== null) return problem;
  return { ok: true, bytes: buf };
}

const NO_PTX_FILE: Input = { ok: false, message: 'no .ptx file under this directory' };

function readError(e: unknown): Input {
  const err = e as NodeJS.ErrnoException;
  // A system that does not open a directory to read it.
  if (err.code === 'EISDIR') return NO_PTX_FILE;
  return { ok: false, message: `cannot read: ${err.code === 'ENOENT' ? 'no such file' : err.message}` };
}
