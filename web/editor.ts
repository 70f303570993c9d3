// The editor: CodeMirror 6 with PTX highlighting and the parser's diagnostics as underlines.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { Compartment, EditorState } from '@codemirror/state';
import { setDiagnostics, lintGutter } from '@codemirror/lint';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { ptxHighlighting } from './ptx-language.js';
import type { DiagnosticView, Vocabulary } from './protocol.js';

export interface EditorEvents {
  /** The text changed (typed, pasted, or set from outside); read it when needed, it may be megabytes. */
  change(): void;
  /** The cursor moved to `offset`. */
  cursor(offset: number): void;
}

const language = new Compartment();

export function createEditor(parent: HTMLElement, text: string, on: EditorEvents): EditorView {
  return new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        highlightActiveLine(),
        lintGutter(),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        language.of(ptxHighlighting({ opcodes: [], qualifiers: [], types: [], specialRegisters: [], targets: [] })),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) on.change();
          if (u.docChanged || u.selectionSet) on.cursor(u.state.selection.main.head);
        }),
      ],
    }),
  });
}

export function setVocabulary(view: EditorView, v: Vocabulary): void {
  view.dispatch({ effects: language.reconfigure(ptxHighlighting(v)) });
}

/** Underline the diagnostics (clamped to the text: the page drops stale parses, this is a guard). */
export function showDiagnostics(view: EditorView, diagnostics: DiagnosticView[]): void {
  const end = view.state.doc.length;
  const clamp = (n: number) => Math.max(0, Math.min(n, end));
  view.dispatch(
    setDiagnostics(
      view.state,
      diagnostics.map((d) => ({ from: clamp(d.from), to: clamp(Math.max(d.to, d.from)), severity: d.severity, message: d.message })),
    ),
  );
}

/** Replace the whole text (an example picked, a file opened). */
export function setText(view: EditorView, text: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, selection: { anchor: 0 } });
}

/** Put the cursor at `offset` and show it. */
export function moveCursor(view: EditorView, offset: number): void {
  view.dispatch({ selection: { anchor: Math.min(offset, view.state.doc.length) }, scrollIntoView: true });
  view.focus();
}
