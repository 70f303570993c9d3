// What the server knows of one version of a document, each part computed when first asked for:
// diagnostics from a check that keeps no tree (a fraction of a full parse's time and memory, so an
// edit is reported soon; after an edit inside one function, of that function alone: recheck.ts),
// the tree and the symbol index only when a request needs them.
import { getHeapStatistics } from 'node:v8';
import { LSPErrorCodes, ResponseError } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { astHeapProblem } from '../heap-check.js';
import type { Module } from '../ast.js';
import type { Diagnostic } from '../diagnostics.js';
import { parse } from '../parse.js';
import { check, recheck, type Checked } from './recheck.js';
import { indexModule, type SymbolIndex } from './symbol-index.js';

export class Analysis {
  private checked: Checked | null = null;
  /** The last check of an earlier version, until this one is checked: an edit inside one function re-checks only it. */
  private last: Checked | null;
  private tree: { module: Module; diagnostics: Diagnostic[] } | null = null;
  private symbols: SymbolIndex | null = null;

  /** The text and version when made: the document object itself is updated in place by later edits. */
  readonly text: string;
  readonly version: number;

  constructor(
    readonly doc: TextDocument,
    earlier: Analysis | null = null,
  ) {
    this.text = doc.getText();
    this.version = doc.version;
    this.last = earlier === null ? null : (earlier.checked ?? earlier.last);
  }

  diagnostics(): Diagnostic[] {
    if (this.tree !== null) return this.tree.diagnostics;
    if (this.checked === null) {
      this.checked = this.last === null ? check(this.text) : recheck(this.last, this.text);
      this.last = null;
    }
    return this.checked.diagnostics;
  }

  /**
   * The tree. A request that needs it fails with a message saying how much heap to give the server
   * where the tree of the text would not fit in its heap (running out of heap would end the server).
   */
  parsed(): { module: Module; diagnostics: Diagnostic[] } {
    if (this.tree === null) {
      const problem = astHeapProblem(Buffer.from(this.text, 'latin1'), getHeapStatistics().used_heap_size);
      if (problem !== null) throw new ResponseError(LSPErrorCodes.RequestFailed, problem);
      this.tree = parse(this.text);
    }
    return this.tree;
  }

  get module(): Module {
    return this.parsed().module;
  }

  get index(): SymbolIndex {
    return (this.symbols ??= indexModule(this.module, this.text));
  }

  /** Whether the text parses without an error (formatting then keeps every statement); from the tree, which formatting prints. */
  get valid(): boolean {
    return !this.parsed().diagnostics.some((d) => d.severity === 'error');
  }
}

/** One Analysis per open document, replaced when its version changes. */
export class Analyses {
  private readonly byUri = new Map<string, Analysis>();

  of(doc: TextDocument): Analysis {
    const a = this.byUri.get(doc.uri);
    if (a !== undefined && a.version === doc.version && a.doc === doc) return a;
    const fresh = new Analysis(doc, a ?? null);
    this.byUri.set(doc.uri, fresh);
    return fresh;
  }

  forget(uri: string): void {
    this.byUri.delete(uri);
  }
}
