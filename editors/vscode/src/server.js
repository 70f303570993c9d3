// The language server the extension starts: the library's own (`ptx lsp`), bundled from the
// repository's sources, which therefore need their dependencies installed (`npm ci` at the root).
import { startServer } from '../../../src/lsp/server.ts';

startServer();
