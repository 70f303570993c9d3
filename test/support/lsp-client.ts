// A language client as an editor is one, for the tests and the bench: it starts `ptx lsp --stdio`
// and speaks JSON-RPC to it over the pipes.
import { spawn, type ChildProcess } from 'node:child_process';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import { CLI } from './ptx.js';

export interface LspDiagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  message: string;
  code?: string;
  severity?: number;
  source?: string;
}

export class LspClient {
  private readonly waiting = new Map<string, Array<{ resolve: (d: LspDiagnostic[]) => void; reject: (e: Error) => void }>>();
  private stopping = false;
  /** Why the server is gone, when it ended unasked. */
  private ended: Error | null = null;

  private constructor(
    private readonly child: ChildProcess,
    readonly rpc: MessageConnection,
  ) {
    rpc.onNotification('textDocument/publishDiagnostics', (p: { uri: string; diagnostics: LspDiagnostic[] }) => {
      this.waiting.get(p.uri)?.shift()?.resolve(p.diagnostics);
    });
    // A server that ends unasked fails what waits on it, rather than leaving the test hanging.
    child.on('exit', (code, signal) => {
      if (this.stopping) return;
      const e = (this.ended = new Error(`the server ended (${signal ?? `exit code ${code}`})`));
      for (const w of this.waiting.values()) for (const { reject } of w) reject(e);
      this.waiting.clear();
      rpc.dispose();
    });
  }

  /**
   * The server started and initialized, by default as a client with no folder (`rootUri` null);
   * `rootUri` undefined leaves it out of the initialize request, as some clients do.
   */
  static async start({ rootUri, nodeOptions = '' }: { rootUri?: string | null; nodeOptions?: string } = { rootUri: null }): Promise<LspClient> {
    const child = spawn(process.execPath, [CLI, 'lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: nodeOptions } });
    const rpc = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
    rpc.listen();
    const client = new LspClient(child, rpc);
    await rpc.sendRequest('initialize', { processId: process.pid, rootUri, capabilities: {} });
    await rpc.sendNotification('initialized', {});
    return client;
  }

  /** The server's process id. */
  get pid(): number {
    return this.child.pid!;
  }

  /** The diagnostics the server publishes next for `uri`. */
  nextDiagnostics(uri: string): Promise<LspDiagnostic[]> {
    return new Promise((resolve, reject) => {
      if (this.ended !== null) return reject(this.ended);
      const w = this.waiting.get(uri) ?? [];
      w.push({ resolve, reject });
      this.waiting.set(uri, w);
    });
  }

  /** Opens a document; resolves with its first diagnostics. */
  open(uri: string, text: string): Promise<LspDiagnostic[]> {
    const d = this.nextDiagnostics(uri);
    void this.rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'ptx', version: 1, text } });
    return d;
  }

  /** Replaces a range of a document (an incremental change); resolves with the diagnostics that follow. */
  edit(uri: string, version: number, range: LspDiagnostic['range'], text: string): Promise<LspDiagnostic[]> {
    const d = this.nextDiagnostics(uri);
    void this.rpc.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ range, text }] });
    return d;
  }

  request<T>(method: string, params: unknown): Promise<T> {
    return this.rpc.sendRequest(method, params) as Promise<T>;
  }

  /** shutdown, exit, and the process's end. */
  async stop(): Promise<number | null> {
    this.stopping = true;
    const ended = new Promise<number | null>((resolve) => this.child.on('exit', (code) => resolve(code)));
    await this.rpc.sendRequest('shutdown');
    await this.rpc.sendNotification('exit');
    const code = await ended;
    this.rpc.dispose();
    return code;
  }
}
