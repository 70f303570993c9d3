// The extension: starts the PTX language server bundled beside it (dist/server.cjs), over stdio,
// for every PTX document.
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

exports.activate = async function activate(context) {
  const module = context.asAbsolutePath('dist/server.cjs');
  const server = { module, transport: TransportKind.stdio };
  client = new LanguageClient('ptx', 'PTX', { run: server, debug: server }, { documentSelector: [{ language: 'ptx' }] });
  await client.start();
};

exports.deactivate = function deactivate() {
  return client?.stop();
};
