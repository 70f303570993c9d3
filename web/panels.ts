// The panels beside the editor: diagnostics, AST, canonical printing, stats, kernels, CFG. Each
// draws what the worker sent; `pick` moves the editor's cursor to a source offset.
import type { Listing, Stats } from '../src/explore/index.js';
import type { AstRow, DiagnosticView } from './protocol.js';

type Pick = (offset: number) => void;
/** Make a fix's changes in the editor. */
export type ApplyFix = (changes: NonNullable<DiagnosticView['fix']>['changes']) => void;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
}

export function renderDiagnostics(root: HTMLElement, diagnostics: DiagnosticView[], count: number, pick: Pick, applyFix: ApplyFix): void {
  const items = diagnostics.map((d) => {
    const li = el(
      'li',
      { className: `diagnostic ${d.severity}` },
      el('span', { className: 'where', textContent: `${d.line}:${d.column}` }),
      el('span', { className: 'severity', textContent: d.severity }),
      el('span', { className: 'message', textContent: d.message }),
    );
    const fix = d.fix;
    if (fix !== null) li.append(el('button', { className: 'suggestion', textContent: fix.message, title: 'apply', onclick: (e) => (e.stopPropagation(), applyFix(fix.changes)) }));
    li.onclick = () => pick(d.from);
    return li;
  });
  const summary = count === 0 ? 'No errors: valid PTX syntax.' : `${count} diagnostic${count === 1 ? '' : 's'}${count > diagnostics.length ? ` (the first ${diagnostics.length} shown)` : ''}`;
  root.replaceChildren(el('p', { className: count === 0 ? 'ok' : 'summary', textContent: summary }), el('ul', {}, ...items));
}

export function renderAst(root: HTMLElement, rows: AstRow[], pick: Pick): void {
  let current: HTMLElement | null = null;
  const lines = rows.map((r) => {
    const div = el('div', { className: `row${r.atCursor ? ' at-cursor' : ''}`, textContent: r.text + (r.hidden > 0 ? `  … ${r.hidden} more` : '') });
    // Past 32 levels the indent stays: a tree may be far deeper than a panel is wide.
    div.style.paddingLeft = `${Math.min(r.depth, 32)}em`;
    if (r.start >= 0) div.onclick = () => pick(r.start);
    if (r.atCursor) current = div;
    return div;
  });
  root.replaceChildren(...lines);
  (current as HTMLElement | null)?.scrollIntoView({ block: 'nearest' });
}

export function renderPrinted(root: HTMLElement, printed: string, length: number): void {
  root.replaceChildren(el('pre', { textContent: printed }));
  if (length > printed.length) root.append(el('p', { className: 'summary', textContent: `… ${length - printed.length} more characters (ptx fmt prints them all)` }));
}

function table(head: string[], rows: Array<Array<string | number>>): HTMLTableElement {
  return el(
    'table',
    {},
    el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { textContent: h })))),
    el('tbody', {}, ...rows.map((r) => el('tr', {}, ...r.map((c) => el('td', { textContent: String(c) }))))),
  );
}

const counts = (r: Record<string, number>) => Object.entries(r).map(([k, n]) => [k, n]);

export function renderStats(root: HTMLElement, s: Stats): void {
  root.replaceChildren(
    table(
      ['functions', 'entries', 'declarations', 'variables', 'registers', 'instructions'],
      [[s.functions.funcs, s.functions.entries, s.functions.declarations, s.variables, s.registers, s.instructions]],
    ),
    el('h3', { textContent: 'By opcode' }),
    table(['opcode', 'count'], counts(s.opcodes)),
    el('h3', { textContent: 'By category' }),
    table(['category', 'count'], counts(s.categories)),
    el('h3', { textContent: 'Memory operations by state space' }),
    table(['space', 'count'], counts(s.memory)),
  );
}

export function renderKernels(root: HTMLElement, listing: Listing, pick: (line: number) => void): void {
  const t = table(
    ['kind', 'name', 'parameters', 'lines', 'instructions', 'registers', 'callees'],
    listing.functions.map((f) => [
      f.declaration ? `${f.kind} (declaration)` : f.kind,
      f.name,
      f.params.map((p) => `${p.type} ${p.name}${p.dims}`).join(', '),
      `${f.lines[0]}–${f.lines[1]}`,
      f.instructions,
      Object.entries(f.registers).map(([t, n]) => `${n} ${t}`).join(', '),
      f.callees.join(', '),
    ]),
  );
  t.querySelectorAll('tbody tr').forEach((tr, i) => ((tr as HTMLElement).onclick = () => pick(listing.functions[i]!.lines[0])));
  root.replaceChildren(t);
  if (listing.variables.length > 0) {
    root.append(
      el('h3', { textContent: 'Variables' }),
      table(['space', 'name', 'type', 'bytes', 'line'], listing.variables.map((v) => [v.space, v.name, v.type, v.size ?? '?', v.line])),
    );
  }
}

/** The CFG panel: a function picker (definitions only) above the drawing. */
export function renderCfgPicker(picker: HTMLSelectElement, listing: Listing): void {
  const names = listing.functions.filter((f) => !f.declaration).map((f) => f.name);
  const keep = names.includes(picker.value) ? picker.value : names[0];
  picker.replaceChildren(...names.map((n) => el('option', { value: n, textContent: n })));
  if (keep !== undefined) picker.value = keep;
}

export function renderCfg(root: HTMLElement, svg: string | null, note: string): void {
  const drawing = el('div', { className: 'svg' });
  // The SVG is Graphviz's, from the module's names; escaped by Graphviz as XML text.
  if (svg !== null) drawing.innerHTML = svg;
  root.replaceChildren(el('p', { className: 'summary', textContent: note }), drawing);
}
