// The .ptx files of the workspace folders, for workspace symbols in files that are not open: each
// read and parsed again only when its size or modification time changes; only its symbols are kept.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SymbolInformation } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Analysis } from './analysis.js';
import { moduleSymbols } from './outline.js';

/** A bound on the files looked at, for a folder that holds far more than PTX (a home directory). */
const MAX_FILES = 5000;

export class WorkspaceFiles {
  private readonly cache = new Map<string, { stamp: string; symbols: SymbolInformation[] }>();

  constructor(private readonly roots: readonly string[]) {}

  /** The module-level symbols of every .ptx file under the roots whose URI is not in `open`. */
  symbols(open: ReadonlySet<string>): SymbolInformation[] {
    const out: SymbolInformation[] = [];
    for (const path of this.files()) {
      const uri = pathToFileURL(path).href;
      if (open.has(uri)) continue;
      let stamp: string;
      try {
        const s = statSync(path);
        stamp = `${s.size} ${s.mtimeMs}`;
      } catch {
        continue;
      }
      let hit = this.cache.get(path);
      if (hit === undefined || hit.stamp !== stamp) {
        hit = { stamp, symbols: moduleSymbols(new Analysis(TextDocument.create(uri, 'ptx', 0, readFileSync(path, 'latin1')))) };
        this.cache.set(path, hit);
      }
      out.push(...hit.symbols);
    }
    return out;
  }

  /** The .ptx files under the roots, hidden folders and node_modules left out. */
  private files(): string[] {
    const out: string[] = [];
    const todo = [...this.roots];
    let seen = 0;
    while (todo.length > 0 && seen < MAX_FILES) {
      const dir = todo.pop()!;
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const e of entries) {
        if (++seen > MAX_FILES) break;
        if (e.name.startsWith('.') || e.name === 'node_modules') continue;
        if (e.isDirectory()) todo.push(join(dir, e.name));
        else if (e.isFile() && e.name.endsWith('.ptx')) out.push(join(dir, e.name));
      }
    }
    return out.sort();
  }
}
