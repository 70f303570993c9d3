// Assembling many one-kernel cases with ptxas quickly: the kernels go into files of up to BATCH
// kernels each, ptxas's errors are mapped back to the cases by line (and their lines to the case
// module's), and a file that stops at a fatal error is re-run without the cases already answered.
// At most two ptxas processes run (`workers`: one where ptxas's memory is a concern).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Case } from './cases.js';

interface Run {
  code: number;
  /** line → error messages (errors and fatals only). */
  byLine: Map<number, string[]>;
  unlocated: string[];
}

/**
 * ptxas's errors on a case (empty when it assembled), or `exit N` when ptxas said nothing; and the
 * line of the case's module where the first of them is (0 when ptxas gave it no line).
 */
export type Report = (c: Case, errors: string[], line: number) => void;

const BATCH = 120;

export class PtxasRunner {
  private readonly dir = mkdtempSync(join(tmpdir(), 'ptx-diff-'));
  runs = 0;

  /** `ptxas`: the ptxas binary to run (the one on PATH by default); `workers`: how many run at once. */
  constructor(
    private readonly ptxasPath = 'ptxas',
    private readonly workers = 2,
  ) {}

  /** Assemble each case as a module for `target` (its own when null) and `.version` (its own when not given), and report its errors. */
  async assembleAll(cases: readonly Case[], target: string | null, report: Report, progress?: () => void, version?: string): Promise<void> {
    const queue: (() => Promise<void>)[] = [];
    const byTarget = new Map<string, Case[]>();
    for (const c of cases) {
      const t = target ?? c.target;
      const v = version ?? c.version;
      if (c.prelude !== '') queue.push(() => this.solo(c, t, v, report));
      else byTarget.set(`${t} ${v}`, [...(byTarget.get(`${t} ${v}`) ?? []), c]);
    }
    for (const [key, cs] of byTarget) {
      const [t, v] = key.split(' ') as [string, string];
      for (let i = 0; i < cs.length; i += BATCH) queue.push(() => this.batch(cs.slice(i, i + BATCH), t, v, report));
    }
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        await job();
        progress?.();
      }
    };
    await Promise.all(Array.from({ length: this.workers }, worker));
  }

  close(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async solo(c: Case, target: string, version: string, report: Report): Promise<void> {
    const r = await this.ptxas(target, withVersion(withTarget(c.module, target), version));
    if (r.code === 0) return report(c, [], 0);
    const msgs = [...[...r.byLine.values()].flat(), ...r.unlocated];
    report(c, msgs.length > 0 ? msgs : [`exit ${r.code}`], r.byLine.size === 0 ? 0 : Math.min(...r.byLine.keys()));
  }

  private async batch(cs: Case[], target: string, version: string, report: Report): Promise<void> {
    while (cs.length > 0) {
      if (cs.length === 1) return this.solo(cs[0]!, target, version, report);
      let text = `.version ${version}\n.target ${target}\n.address_size 64\n`;
      let line = 3;
      const ranges: [number, number, Case][] = [];
      cs.forEach((c, i) => {
        const k = c.kernel.replace(/^\.visible \.entry k\(\)/, `.visible .entry k${i}()`);
        const n = k.split('\n').length - 1;
        ranges.push([line + 1, line + n, c]);
        text += k;
        line += n;
      });
      const r = await this.ptxas(target, text);
      if (r.code === 0) {
        for (const c of cs) report(c, [], 0);
        return;
      }
      const hit = new Set<Case>();
      for (const [a, b, c] of ranges) {
        const msgs: string[] = [];
        let first = 0;
        for (let l = a; l <= b; l++) {
          const at = r.byLine.get(l);
          if (at === undefined) continue;
          msgs.push(...at);
          first ||= l;
        }
        if (msgs.length > 0) {
          // the batch's line as the module's: the kernel starts past the module's header there
          report(c, msgs, first - a + kernelLine(c));
          hit.add(c);
        }
      }
      if (hit.size === 0) {
        const h = cs.length >> 1;
        await this.batch(cs.slice(0, h), target, version, report);
        await this.batch(cs.slice(h), target, version, report);
        return;
      }
      cs = cs.filter((c) => !hit.has(c));
    }
  }

  private ptxas(target: string, text: string): Promise<Run> {
    const n = this.runs++;
    const file = join(this.dir, `b${n}.ptx`);
    writeFileSync(file, text);
    return new Promise((resolve) => {
      const p = spawn(this.ptxasPath, [`-arch=${target}`, file, '-o', join(this.dir, `b${n}.cubin`)]);
      let err = '';
      p.stdout.on('data', (d: Buffer) => (err += d.toString()));
      p.stderr.on('data', (d: Buffer) => (err += d.toString()));
      p.on('close', (code) => {
        const byLine = new Map<number, string[]>();
        const unlocated: string[] = [];
        for (const l of err.split('\n')) {
          const m = l.match(/^ptxas [^,]*, line (\d+); (error|fatal)\s*: (.*)$/);
          if (m) {
            const k = Number(m[1]);
            byLine.set(k, [...(byLine.get(k) ?? []), m[3]!.trim()]);
          } else if (/(error|fatal)\s*:/.test(l) && !/aborted due to errors/.test(l)) unlocated.push(l.replace(/^ptxas\s*/, '').trim());
        }
        resolve({ code: code ?? 1, byLine, unlocated });
      });
    });
  }
}

/** `module` with its `.version` line set to `version`. */
export function withVersion(module: string, version: string): string {
  return module.replace(/^\.version \S+$/m, `.version ${version}`);
}

/** `module` with its `.target` line set to `target`. */
export function withTarget(module: string, target: string): string {
  return module.replace(/^\.target \S+$/m, `.target ${target}`);
}

/** The line of `c.module` where its kernel starts. */
function kernelLine(c: Case): number {
  const at = c.module.lastIndexOf(c.kernel);
  let line = 1;
  for (let i = c.module.indexOf('\n'); i >= 0 && i < at; i = c.module.indexOf('\n', i + 1)) line++;
  return line;
}
