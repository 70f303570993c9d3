// The progress line of long multi-file runs: `[n/total] path` on stderr, rewritten in place.

/**
 * Shown only on a terminal (`tty`), for runs of several files, from `after` ms into the run on
 * (short runs print none), and never for the last file; `clear()` wipes it before other output.
 */
export class Progress {
  private readonly since: number;
  private shown = false;
  constructor(
    private readonly total: number,
    private readonly write: (text: string) => void,
    private readonly tty: boolean,
    private readonly after = 1000,
    private readonly now: () => number = Date.now,
  ) {
    this.since = now();
  }

  show(done: number, path: string): void {
    if (!this.tty || this.total < 2 || done === this.total || this.now() - this.since < this.after) return;
    this.write(`\r\x1b[K[${done}/${this.total}] ${path}`);
    this.shown = true;
  }

  clear(): void {
    if (this.shown) this.write('\r\x1b[K');
    this.shown = false;
  }
}
