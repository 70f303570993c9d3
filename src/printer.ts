// The canonical layout: the AST back to PTX text, each statement on its source line (printCanonical),
// and the text of one node in that layout (printNode), which lossless printing uses for what was
// edited or added. parse(printCanonical(ast)) equals ast (spans aside), and ptxas assembles the
// output to the same cubin.
import type {
  Block,
  Label,
  CallPrototype,
  Declarator,
  FunctionDecl,
  FunctionDirective,
  InstructionBase,
  Module,
  Operand,
  Section,
  SectionData,
  Statement,
  TopLevel,
  VariableDecl,
} from './ast.js';
import { BINARY_PRECEDENCE } from './parser/operands.js';

export interface CanonicalOptions {
  /**
   * Keep every statement on the source line its span names, padding with blank lines (default true).
   * ptxas names function-scope .shared variables after their line and embeds line numbers in debug
   * sections, so keeping lines keeps the cubin identical.
   */
  preserveLines?: boolean;
}

export function printCanonical(module: Module, options: CanonicalOptions = {}): string {
  const w = new Writer(options.preserveLines ?? true);
  let prevFunction = false;
  for (const d of module.directives) {
    const isFunction = d.kind === 'Function' && d.body !== null;
    if ((isFunction || prevFunction) && !w.preserve) w.newline();
    w.startLine(d.span.line);
    printTopLevel(w, d);
    w.newline();
    prevFunction = isFunction;
  }
  return w.out;
}

/** A node in the canonical layout, its statements indented by `indent` (a block's, a function's). */
export function printNode(node: TopLevel | Statement | SectionData, indent = ''): string {
  // Most of a module: printStatement's text, without a Writer.
  if (node.kind === 'Instruction' || node.kind === 'UnmatchedInstruction') return indent + printInstruction(node);
  const w = new Writer(false);
  if (node.kind === 'SectionData') printSectionEntry(w, node, indent);
  else if (indent === '') printTopLevel(w, node as TopLevel);
  else printStatement(w, node as Statement, indent);
  return w.out;
}

/** A function's text before its body, in the canonical layout: with the `;` of a declaration. */
export function printFunctionHead(f: FunctionDecl): string {
  const w = new Writer(false);
  printHead(w, f);
  if (f.body === null) w.write(';');
  return w.out;
}

/** Output text with a line count, so that nodes can be placed on their source lines. */
class Writer {
  /** Pieces joined once at the end: cheaper than growing one string by += for large modules. */
  private readonly parts: string[] = [];
  line = 1;
  private fresh = true;

  constructor(readonly preserve: boolean) {}

  get out(): string {
    return this.parts.join('');
  }

  write(text: string): void {
    this.parts.push(text);
    this.fresh = false;
  }

  newline(): void {
    this.parts.push('\n');
    this.line++;
    this.fresh = true;
  }

  /** Begin a node that started on `line` in the source: on a new line, padded down to it. */
  startLine(line: number): void {
    if (!this.fresh) this.newline();
    if (this.preserve) while (this.line < line) this.newline();
  }
}

function printTopLevel(w: Writer, d: TopLevel): void {
  switch (d.kind) {
    case 'Version':
      return w.write(`.version ${d.version}`);
    case 'Target':
      return w.write(`.target ${d.targets.join(', ')}`);
    case 'AddressSize':
      return w.write(`.address_size ${d.size}`);
    case 'File':
      return w.write(`.file ${d.index} ${d.name}${d.extra.map((e) => `, ${e.text}`).join('')}`);
    case 'Section':
      return printSection(w, d);
    case 'Function':
      return printFunction(w, d);
    case 'Variable':
      return w.write(`${printVariable(d)};`);
    case 'Alias':
      return w.write(`.alias ${d.alias}, ${d.aliasee};`);
    case 'Dwarf':
      return w.write(d.text);
    default:
      return printStatement(w, d, '');
  }
}

/** A section's text up to its `{`, in the canonical layout. */
export function printSectionHead(s: Section): string {
  const w = new Writer(false);
  writeSectionHead(w, s);
  return w.out;
}

function writeSectionHead(w: Writer, s: Section): void {
  w.write(`.section ${s.name}`);
  w.newline();
  w.write('{');
}

function printSection(w: Writer, s: Section): void {
  writeSectionHead(w, s);
  for (const e of s.entries) {
    w.startLine(e.span.line);
    printSectionEntry(w, e, '\t');
  }
  w.newline();
  w.write('}');
}

function printSectionEntry(w: Writer, e: SectionData | Label, indent: string): void {
  w.write(e.kind === 'Label' ? `${e.name}:` : `${indent}${e.type} ${e.values.map(printOperand).join(', ')}`);
}

function printFunction(w: Writer, f: FunctionDecl): void {
  printHead(w, f);
  if (f.body === null) return w.write(';');
  printBlock(w, f.body, '');
}

/** A function's linkage, directive and attributes. */
function headStart(f: FunctionDecl): string {
  const head = f.linkage ? `${f.linkage} ${f.directive}` : f.directive;
  return f.attributes.length > 0 ? `${head} .attribute(${f.attributes.join(', ')})` : head;
}

function printHead(w: Writer, f: FunctionDecl): void {
  w.write(headStart(f));
  if (f.returns !== null) {
    w.write(' ');
    printParams(w, f.returns);
  }
  w.write(` ${f.name}`);
  if (f.params !== null) printParams(w, f.params);
  for (const d of f.directives) {
    w.startLine(d.span.line);
    w.write(printDirective(d));
  }
}

function printParams(w: Writer, params: VariableDecl[]): void {
  if (params.length === 0) return w.write('()');
  w.write('(');
  params.forEach((p, i) => {
    w.startLine(p.span.line);
    w.write(`\t${printVariable(p)}${i < params.length - 1 ? ',' : ''}`);
  });
  w.newline();
  w.write(')');
}

function printDirective(d: FunctionDirective): string {
  let out = d.name;
  if (d.args.length > 0) out += ` ${d.args.map(printOperand).join(', ')}`;
  return d.name === '.pragma' ? `${out};` : out;
}

export function printVariable(v: VariableDecl): string {
  let out = v.linkage ? `${v.linkage} ${v.space}` : v.space;
  if (v.attributes.length > 0) out += ` .attribute(${v.attributes.join(', ')})`;
  if (v.align !== null) out += ` .align ${printOperand(v.align)}`;
  if (v.vector !== null) out += ` ${v.vector}`;
  out += ` ${v.type}`;
  if (v.ptr !== null) {
    out += ' .ptr';
    if (v.ptr.space !== null) out += ` ${v.ptr.space}`;
    if (v.ptr.align !== null) out += ` .align ${printOperand(v.ptr.align)}`;
  }
  return `${out} ${v.declarators.map(printDeclarator).join(', ')}`;
}

function printDeclarator(d: Declarator): string {
  let out = d.name;
  if (d.count !== null) out += `<${d.count}>`;
  for (const dim of d.dims) out += dim === null ? '[]' : `[${printOperand(dim)}]`;
  if (d.init !== null) out += ` = ${printOperand(d.init)}`;
  return out;
}

function printBlock(w: Writer, b: Block, indent: string): void {
  w.startLine(b.span.line);
  w.write(`${indent}{`);
  const inner = `${indent}\t`;
  for (const s of b.statements) {
    w.startLine(s.span.line);
    printStatement(w, s, inner);
  }
  w.newline();
  w.write(`${indent}}`);
}

function printStatement(w: Writer, s: Statement, indent: string): void {
  switch (s.kind) {
    case 'Instruction':
    case 'UnmatchedInstruction':
      return w.write(indent + printInstruction(s));
    case 'Label':
      return w.write(`${s.name}:`);
    case 'Block':
      return printBlock(w, s, indent);
    case 'Variable':
      return w.write(`${indent}${printVariable(s)};`);
    case 'Loc': {
      let out = `${indent}.loc ${s.file} ${s.line} ${s.column}`;
      if (s.functionName !== null) out += `, function_name ${printOperand(s.functionName)}`;
      if (s.inlinedAt !== null) out += `, inlined_at ${s.inlinedAt.file} ${s.inlinedAt.line} ${s.inlinedAt.column}`;
      return w.write(out);
    }
    case 'Pragma':
      return w.write(`${indent}.pragma ${s.values.join(', ')};`);
    case 'Targets':
      return w.write(`${s.label}: ${s.directive} ${s.targets.map((t) => (t.count === null ? t.name : `${t.name}<${t.count}>`)).join(', ')};`);
    case 'CallPrototype':
      return w.write(`${s.label}: ${printPrototype(s)};`);
    case 'Function':
      return w.write(`${indent}${printBodyDeclaration(s)}`);
  }
}

/** A parameter list on one line. */
function paramList(params: readonly VariableDecl[]): string {
  return `(${params.map(printVariable).join(', ')})`;
}

function printPrototype(p: CallPrototype): string {
  let out = '.callprototype';
  if (p.returns !== null) out += ` ${paramList(p.returns)}`;
  out += ' _';
  if (p.params !== null) out += ` ${paramList(p.params)}`;
  for (const d of p.directives) out += ` ${printDirective(d)}`;
  return out;
}

/** A function declared in a body, on one line as a `.callprototype`. */
function printBodyDeclaration(f: FunctionDecl): string {
  let out = headStart(f);
  if (f.returns !== null) out += ` ${paramList(f.returns)}`;
  out += ` ${f.name}`;
  if (f.params !== null) out += paramList(f.params);
  for (const d of f.directives) out += ` ${printDirective(d)}`;
  return `${out};`;
}

/**
 * Joined from its pieces, not grown by `+=`: each `+=` past 12 characters made a rope node, which
 * the lossless printer's comparison then flattened (a third of its allocation).
 */
export function printInstruction(i: InstructionBase): string {
  // Made at its size: pushed to from [], it would take room for 17.
  const parts = new Array<string>((i.guard !== null ? 3 : 0) + 2 + i.modifiers.length + 2 * i.operands.length);
  let n = 0;
  if (i.guard !== null) {
    parts[n++] = i.guard.negated ? '@!' : '@';
    parts[n++] = i.guard.predicate.name;
    parts[n++] = ' ';
  }
  parts[n++] = i.opcode;
  for (let k = 0; k < i.modifiers.length; k++) parts[n++] = i.modifiers[k]!;
  for (let k = 0; k < i.operands.length; k++) {
    parts[n++] = k > 0 ? ', ' : ' ';
    parts[n++] = printOperand(i.operands[k]!);
  }
  parts[n] = ';';
  return parts.join('');
}

/** The text of `op`, built with an explicit stack: an expression may be 100,000 terms deep. */
export function printOperand(op: Operand): string {
  const first = operandPieces(op);
  if (typeof first === 'string') return first;
  let out = '';
  const todo: Array<string | Operand> = first.reverse();
  while (todo.length > 0) {
    const next = todo.pop()!;
    const pieces = typeof next === 'string' ? next : operandPieces(next);
    if (typeof pieces === 'string') out += pieces;
    else for (let k = pieces.length - 1; k >= 0; k--) todo.push(pieces[k]!);
  }
  return out;
}

/** The text of a leaf; of anything else, its text and the operands inside it, in order. */
function operandPieces(op: Operand): string | Array<string | Operand> {
  switch (op.kind) {
    case 'Name':
      return op.selector === null ? op.name : op.name + op.selector;
    case 'Sink':
      return '_';
    case 'Int':
    case 'Float':
    case 'String':
      return op.text;
    case 'Unary': {
      const wrap = op.arg.kind === 'Binary' || op.arg.kind === 'Conditional' || (op.arg.kind === 'Unary' && op.arg.op === op.op);
      return wrap ? [`${op.op}(`, op.arg, ')'] : [op.op, op.arg];
    }
    case 'Binary': {
      const prec = BINARY_PRECEDENCE[op.op];
      const l = needsParens(op.left, prec, false) ? ['(', op.left, ')'] : [op.left];
      const r = needsParens(op.right, prec, true) ? ['(', op.right, ')'] : [op.right];
      // `4 % 5`, not `4%5`: `%5` would read as a register name.
      return [...l, op.op === '=' || op.op === '%' ? ` ${op.op} ` : op.op, ...r];
    }
    case 'Conditional':
      return [op.test, ' ? ', op.then, ' : ', op.else];
    case 'Paren':
      return ['(', op.expr, ')'];
    case 'Vector':
      return list('{', op.elements, '}');
    case 'Address':
      return list('[', op.items, `]${op.selector ?? ''}`);
    case 'Index':
      return [op.base, '[', op.index, `]${op.selector ?? ''}`];
    case 'Pair':
      return [op.first, '|', op.second];
    case 'List':
      return list('(', op.items, ')');
    case 'Call':
      return list(`${op.callee}(`, op.args, ')');
  }
}

/** `open`, the items with commas between them, `close`. */
function list(open: string, items: readonly Operand[], close: string): Array<string | Operand> {
  const out: Array<string | Operand> = [open];
  for (let i = 0; i < items.length; i++) {
    if (i > 0) out.push(', ');
    out.push(items[i]!);
  }
  out.push(close);
  return out;
}

/** Parentheses for trees built by hand; parsed trees keep theirs as Paren nodes. */
function needsParens(child: Operand, parentPrec: number, right: boolean): boolean {
  if (child.kind === 'Conditional') return true;
  if (child.kind !== 'Binary') return false;
  const p = BINARY_PRECEDENCE[child.op];
  return p < parentPrec || (right && p === parentPrec);
}
