// Writing to stdout and stderr for the CLI: synchronously (process.stdout.write may not finish
// before exit), and in pieces for output larger than one string can hold.
import { writeSync } from 'node:fs';

/** Write all of `text` to a file descriptor. */
export function out(fd: number, text: string): void {
  outBytes(fd, Buffer.from(text, 'latin1'));
}

/** Write all of `buf` to a file descriptor. */
export function outBytes(fd: number, buf: Uint8Array): void {
  let off = 0;
  while (off < buf.length) {
    try {
      off += writeSync(fd, buf, off);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EAGAIN') continue;
      if ((e as NodeJS.ErrnoException).code === 'EPIPE') return;
      throw e;
    }
  }
}

/** Text written in pieces, gathered into a buffer and passed on to the file descriptor a megabyte at a time. */
export class Output {
  private readonly buf = Buffer.allocUnsafe(1 << 20);
  private used = 0;

  constructor(private readonly fd: number) {}

  readonly write = (text: string): void => {
    if (this.used + text.length > this.buf.length) {
      this.flush();
      if (text.length > this.buf.length) return out(this.fd, text);
    }
    this.used += this.buf.write(text, this.used, 'latin1');
  };

  flush(): void {
    outBytes(this.fd, this.buf.subarray(0, this.used));
    this.used = 0;
  }
}
