// Editing: a statement built from PTX text in the context of a module's function, as the parser
// builds it (its `args` and `form` from the same match), and a module with a statement replaced.
import type { Block, FunctionDecl, Module, Span, Statement, TopLevel } from './ast.js';
import type { Diagnostic } from './diagnostics.js';
import { parse } from './parse.js';
import { print } from './print.js';
import { forEachStatement } from './body-statements.js';

/** Where a statement's names resolve: a module, and the function (with a body) of it the statement goes in. */
export interface StatementContext {
  module: Module;
  function: FunctionDecl;
}

export interface StatementResult {
  /** The statement; null when the text holds none. */
  statement: Statement | null;
  /** Errors and warnings of the text, with spans into it. */
  diagnostics: Diagnostic[];
}

/**
 * Parses one statement (an instruction, a label, a declaration, a block...) as it would be parsed
 * at the end of `context.function`'s body: its registers, labels and parameters, and the module's
 * version, target, variables and functions declared above the function, are what it may name.
 * Spans are into `text`. Editing a statement's text and parsing it again is how its `args` stay
 * those of its `operands`.
 */
export function parseStatement(text: string, context: StatementContext): StatementResult {
  const f = context.function;
  const at = context.module.directives.indexOf(f);
  if (at < 0 || f.body === null) throw new Error('parseStatement: the context function must be a function with a body of the context module');
  // What the text may name, and nothing that could report an error of its own (bodies, debug sections).
  const above: TopLevel[] = [];
  for (const d of context.module.directives.slice(0, at)) {
    if (d.kind === 'Function') above.push(d.body === null ? d : { ...d, body: null }, ...declaredIn(d));
    else if (d.kind !== 'Section' && d.kind !== 'Loc' && d.kind !== 'Dwarf') above.push(d);
  }
  const shell: FunctionDecl = { ...f, body: { ...f.body, statements: [...f.body.statements.filter((s) => s.kind === 'Variable' || s.kind === 'Label'), ...declaredIn(f)] } };
  const printed = print({ kind: 'Module', directives: [...above, shell], span: context.module.span }, { preserveLines: false });
  const offset = printed.lastIndexOf('}');
  const r = parse(`${printed.slice(0, offset)}${text}\n${printed.slice(offset)}`);
  const base = position(printed, offset);
  const inText = (s: Span) => s.start >= offset && s.start <= offset + text.length;
  const body = (r.module.directives[r.module.directives.length - 1] as FunctionDecl | undefined)?.body;
  const added = (body?.statements ?? []).filter((s) => inText(s.span));
  const diagnostics = r.diagnostics
    .filter((d) => inText(d.span))
    .map((d): Diagnostic => {
      const out = { ...d, span: moved(d.span, offset, base) };
      if (d.fix !== undefined) out.fix = { ...d.fix, edits: d.fix.edits.map((e) => ({ ...e, span: moved(e.span, offset, base) })) };
      return out;
    });
  if (added.length > 1) diagnostics.push({ severity: 'error', message: 'expected one statement, found another', span: moved(added[1]!.span, offset, base) });
  // A brace of the text that ends the function early or leaves a block open puts the errors past
  // the text (at the function's `}`, or at module scope): said at the text.
  else if ((body?.span.end !== offset + text.length + 2 || added.some((s) => s.span.end > offset + text.length)) && !diagnostics.some((d) => d.severity === 'error')) {
    diagnostics.push({ severity: 'error', message: "expected one statement, found unbalanced braces: the function's body would end elsewhere", span: moved({ start: offset, end: offset + text.length, line: base.line, column: base.column }, offset, base) });
  }
  const statement = added[0] ?? null;
  if (statement !== null) moveSpans(statement, offset, base);
  return { statement, diagnostics };
}

/** The functions declared in `f`'s body, which are the module's (ptxas), its nested blocks' too. */
function declaredIn(f: FunctionDecl): FunctionDecl[] {
  const out: FunctionDecl[] = [];
  if (f.body !== null) forEachStatement(f.body, (s) => {
    if (s.kind === 'Function') out.push(s.node() as FunctionDecl);
  });
  return out;
}

/**
 * Puts `next` in place of `old`, a statement of one of `module`'s function bodies, and returns the
 * module: edited in place, as the printer wants, which then prints only `next` anew.
 */
export function replaceStatement(module: Module, old: Statement, next: Statement): Module {
  const inBlock = (b: Block): boolean => {
    const i = b.statements.indexOf(old);
    if (i < 0) return b.statements.some((s) => s.kind === 'Block' && inBlock(s));
    b.statements[i] = next;
    return true;
  };
  for (const d of module.directives) if (d.kind === 'Function' && d.body !== null && inBlock(d.body)) return module;
  throw new Error('replaceStatement: the statement is not in the module');
}

/** The line and column of `offset` in `text`. */
function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return { line, column: offset - text.lastIndexOf('\n', offset - 1) };
}

function moved(s: Span, offset: number, base: { line: number; column: number }): Span {
  return { start: s.start - offset, end: s.end - offset, line: s.line - base.line + 1, column: s.line === base.line ? s.column - base.column + 1 : s.column };
}

/** Every span under `root` made relative to the statement's text (args hold the operands again: each node once). */
function moveSpans(root: object, offset: number, base: { line: number; column: number }): void {
  // An explicit stack: a statement's expression may be 100,000 terms deep.
  const seen = new WeakSet<object>();
  const todo: object[] = [root];
  while (todo.length > 0) {
    const node = todo.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const [key, value] of Object.entries(node)) {
      if (typeof value !== 'object' || value === null) continue;
      if (key === 'span') (node as { span: Span }).span = moved(value as Span, offset, base);
      else todo.push(value as object);
    }
  }
}
