// The page: wires the editor, the worker, the panels and the URL fragment together.
import type { EditorView } from '@codemirror/view';
import { createEditor, moveCursor, setText, setVocabulary, showDiagnostics } from './editor.js';
import { EXAMPLES } from './examples.js';
import { type ApplyFix, renderAst, renderCfg, renderCfgPicker, renderDiagnostics, renderKernels, renderPrinted, renderStats } from './panels.js';
import type { FromWorker, ToWorker } from './protocol.js';
import { decodeCode, shareInUrl } from './share.js';

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const status = $('status');
const targetPicker = $<HTMLSelectElement>('target');
const examplePicker = $<HTMLSelectElement>('example');
const cfgPicker = $<HTMLSelectElement>('cfg-function');

const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
const send = (m: ToWorker) => worker.postMessage(m);

/** The id of the last request of each kind: an answer to an older one is dropped. */
const latest = { parse: 0, ast: 0, cfg: 0 };
let cursor = 0;
let target: { start: number; end: number; name: string } | null = null;
let activeTab = 'ast';

/** `pending`: edited, the parse not yet asked for; `parsing`: the worker is at it. */
function setStatus(state: 'pending' | 'parsing' | 'done' | 'failed', text: string): void {
  status.dataset.state = state;
  status.textContent = text;
}

/** Calls `f` once `ms` have passed with no new call. */
function debounce<A extends unknown[]>(ms: number, f: (...a: A) => void): (...a: A) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...a) => {
    clearTimeout(timer);
    timer = setTimeout(() => f(...a), ms);
  };
}

let shared = true;
function requestParse(text: string): void {
  setStatus('parsing', 'parsing…');
  send({ type: 'parse', id: ++latest.parse, text });
  shared = shareInUrl(text);
}
const requestAst = debounce(80, () => send({ type: 'ast', id: ++latest.ast, offset: cursor }));
function requestCfg(): void {
  if (activeTab === 'cfg' && cfgPicker.value !== '') send({ type: 'cfg', id: ++latest.cfg, name: cfgPicker.value });
}

const initial = decodeCode(location.hash) ?? EXAMPLES[0]!.text;
const parseSoon = debounce(150, () => requestParse(view.state.doc.toString()));
const view: EditorView = createEditor($('editor'), initial, {
  change() {
    // At once, not when the typing pauses: what is shown is no longer the text's verdict.
    setStatus('pending', 'parsing…');
    parseSoon();
  },
  cursor(offset) {
    cursor = offset;
    requestAst();
  },
});
const pick = (offset: number) => moveCursor(view, offset);
const applyFix: ApplyFix = (changes) => view.dispatch({ changes });

worker.onerror = (e) => setStatus('failed', `the parser's worker failed: ${e.message}`);
worker.onmessage = (e: MessageEvent<FromWorker>) => {
  const m = e.data;
  if (m.type === 'vocabulary') {
    setVocabulary(view, m.vocabulary);
    targetPicker.replaceChildren(...m.vocabulary.targets.map((t) => new Option(t, t)));
    if (target !== null) targetPicker.value = target.name;
  } else if (m.type === 'parsed') {
    if (m.id !== latest.parse) return;
    const lines = view.state.doc.lines;
    setStatus('done', `parsed ${lines} line${lines === 1 ? '' : 's'} in ${m.milliseconds.toFixed(0)} ms${shared ? '' : ' (too large to share in the link)'}`);
    showDiagnostics(view, m.diagnostics);
    renderDiagnostics($('diagnostics'), m.diagnostics, m.diagnosticCount, pick, applyFix);
    renderPrinted($('printed'), m.printed, m.printedLength);
    renderStats($('stats'), m.stats);
    renderKernels($('kernels'), m.listing, (line) => pick(view.state.doc.line(Math.min(line, view.state.doc.lines)).from));
    renderCfgPicker(cfgPicker, m.listing);
    target = m.target;
    targetPicker.disabled = target === null;
    if (target !== null) targetPicker.value = target.name;
    send({ type: 'ast', id: ++latest.ast, offset: cursor });
    requestCfg();
  } else if (m.type === 'ast') {
    if (m.id === latest.ast) renderAst($('ast'), m.rows, pick);
  } else if (m.id === latest.cfg) renderCfg($('cfg-drawing'), m.svg, m.note);
};

// The target selector rewrites the module's first .target: the verdict is the text's.
targetPicker.onchange = () => {
  if (target === null) return;
  const at = view.state.sliceDoc(target.start, target.end).indexOf(target.name);
  if (at >= 0) view.dispatch({ changes: { from: target.start + at, to: target.start + at + target.name.length, insert: targetPicker.value } });
};

for (const [i, ex] of EXAMPLES.entries()) examplePicker.append(new Option(ex.name, String(i)));
examplePicker.onchange = () => {
  const ex = EXAMPLES[Number(examplePicker.value)];
  if (ex !== undefined) setText(view, ex.text);
};

$<HTMLInputElement>('file').onchange = async (e) => {
  const file = (e.target as HTMLInputElement).files?.[0];
  if (file !== undefined) setText(view, await file.text());
};

for (const button of document.querySelectorAll<HTMLButtonElement>('#tabs button')) {
  button.onclick = () => {
    activeTab = button.dataset.tab!;
    for (const b of document.querySelectorAll('#tabs button')) b.classList.toggle('active', b === button);
    for (const p of document.querySelectorAll('.panel')) p.classList.toggle('active', p.id === activeTab);
    requestCfg();
  };
}
cfgPicker.onchange = requestCfg;

// A link pasted into this tab's address bar: load its text.
window.addEventListener('hashchange', () => {
  const text = decodeCode(location.hash);
  if (text !== null && text !== view.state.doc.toString()) setText(view, text);
});

requestParse(initial);
