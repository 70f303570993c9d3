// The PTX language server (`ptx lsp --stdio`): documents synced incrementally, each change checked
// after a pause in typing, and every request answered from the document's Analysis.
import { createConnection, ProposedFeatures, TextDocuments, TextDocumentSyncKind, CodeActionKind, type Connection, type Diagnostic, type ServerCapabilities } from 'vscode-languageserver/node';
import { fileURLToPath } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Analyses, type Analysis } from './analysis.js';
import { complete } from './completion.js';
import { quickFixes, SOURCE, toLspDiagnostic } from './diagnostics.js';
import { foldingRanges } from './folding.js';
import { format } from './format.js';
import { hover } from './hover.js';
import { definition, highlights, prepareRename, references, rename } from './navigation.js';
import { documentSymbols, matchingSymbols, moduleSymbols } from './outline.js';
import { WorkspaceFiles } from './workspace.js';
import { LEGEND, semanticTokens } from './semantic-tokens.js';

/** How long typing must pause before a changed document is checked again. */
const DEBOUNCE_MS = 50;

export function startServer(connection: Connection = createConnection(ProposedFeatures.all)): void {
  const documents = new TextDocuments(TextDocument);
  const analyses = new Analyses();
  const pending = new Map<string, NodeJS.Timeout>();

  const check = (uri: string) => {
    pending.delete(uri);
    const doc = documents.get(uri);
    if (doc === undefined) return;
    void connection.sendDiagnostics({ uri, version: doc.version, diagnostics: diagnosticsOf(analyses, doc) });
  };
  const schedule = (uri: string, delay: number) => {
    clearTimeout(pending.get(uri));
    pending.set(uri, setTimeout(check, delay, uri));
  };

  let workspace = new WorkspaceFiles([]);
  connection.onInitialize((p) => {
    // rootUri may be left out, though the protocol asks for it (null without a folder).
    const folders = p.workspaceFolders?.map((f) => f.uri) ?? (typeof p.rootUri === 'string' ? [p.rootUri] : []);
    workspace = new WorkspaceFiles(folders.filter((u) => u.startsWith('file:')).map((u) => fileURLToPath(u)));
    return { capabilities: CAPABILITIES, serverInfo: { name: 'ptx-parser' } };
  });

  documents.onDidOpen((e) => schedule(e.document.uri, 0));
  documents.onDidChangeContent((e) => schedule(e.document.uri, DEBOUNCE_MS));
  documents.onDidClose((e) => {
    clearTimeout(pending.get(e.document.uri));
    pending.delete(e.document.uri);
    analyses.forget(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });

  answerRequests(connection, documents, analyses, () => workspace);
  documents.listen(connection);
  connection.listen();
}

/** What the server answers. */
const CAPABILITIES: ServerCapabilities = {
  textDocumentSync: TextDocumentSyncKind.Incremental,
  hoverProvider: true,
  definitionProvider: true,
  referencesProvider: true,
  documentHighlightProvider: true,
  renameProvider: { prepareProvider: true },
  documentSymbolProvider: true,
  workspaceSymbolProvider: true,
  completionProvider: { triggerCharacters: ['.', '%', '$'] },
  semanticTokensProvider: { legend: LEGEND, full: true, range: true },
  foldingRangeProvider: true,
  documentFormattingProvider: true,
  codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
};

/** The diagnostics of `doc` as the protocol writes them. */
function diagnosticsOf(analyses: Analyses, doc: TextDocument): Diagnostic[] {
  try {
    return analyses.of(doc).diagnostics().map((d) => toLspDiagnostic(d, doc));
  } catch (e) {
    // A fault of this parser, not of the text: said at its start, and the server goes on.
    return [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, message: `internal error of the parser: ${(e as Error).message}`, source: SOURCE }];
  }
}

/** Each request answered from its document's Analysis (the workspace's symbols besides, for a workspace symbol search). */
function answerRequests(connection: Connection, documents: TextDocuments<TextDocument>, analyses: Analyses, workspace: () => WorkspaceFiles): void {
  /** `f` of the request's document's Analysis; null for a document not open. */
  const answer = <T>(p: { textDocument: { uri: string } }, f: (a: Analysis) => T): T | null => {
    const doc = documents.get(p.textDocument.uri);
    return doc === undefined ? null : f(analyses.of(doc));
  };
  connection.onHover((p) => answer(p, (a) => hover(a, p.position)));
  connection.onDefinition((p) => answer(p, (a) => definition(a, p.position)));
  connection.onReferences((p) => answer(p, (a) => references(a, p.position, p.context.includeDeclaration)));
  connection.onDocumentHighlight((p) => answer(p, (a) => highlights(a, p.position)));
  connection.onPrepareRename((p) => answer(p, (a) => prepareRename(a, p.position)));
  connection.onRenameRequest((p) => answer(p, (a) => rename(a, p.position, p.newName)));
  connection.onDocumentSymbol((p) => answer(p, documentSymbols));
  connection.onWorkspaceSymbol((p) => {
    const open = documents.all();
    const symbols = [...open.flatMap((d) => moduleSymbols(analyses.of(d))), ...workspace().symbols(new Set(open.map((d) => d.uri)))];
    return matchingSymbols(symbols, p.query);
  });
  connection.onCompletion((p) => answer(p, (a) => complete(a, p.position)));
  connection.languages.semanticTokens.on((p) => answer(p, semanticTokens) ?? { data: [] });
  connection.languages.semanticTokens.onRange((p) => answer(p, (a) => semanticTokens(a, a.doc.offsetAt(p.range.start), a.doc.offsetAt(p.range.end))) ?? { data: [] });
  connection.onFoldingRanges((p) => answer(p, foldingRanges));
  connection.onDocumentFormatting((p) => answer(p, format));
  connection.onCodeAction((p) => answer(p, (a) => quickFixes(a.doc, p.context.diagnostics)));
}
