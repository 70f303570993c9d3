// print(): the AST back to PTX text, in one canonical layout. parse(print(ast)) equals ast (spans
// aside), and ptxas assembles the output to the same code as the input.
import type {
  Block,
  CallPrototype,
  Declarator,
  FunctionDecl,
  FunctionDirective,
  InstructionBase,
  Module,
  Operand,
  Section,
  Statement,
  TopLevel,
  VariableDecl,
} from './ast.js';
import { BINARY_PRECEDENCE } from './parser/operands.js';

export function print(module: Module): string {
  let out = '';
  let prevFunction = false;
  for (const d of module.directives) {
    const isFunction = d.kind === 'Function' && d.body !== null;
    if (isFunction || prevFunction) out += '\n';
    out += printTopLevel(d);
    prevFunction = isFunction;
  }
  return out;
}

function printTopLevel(d: TopLevel): string {
  switch (d.kind) {
    case 'Version':
      return `.version ${d.version}\n`;
    case 'Target':
      return `.target ${d.targets.join(', ')}\n`;
    case 'AddressSize':
      return `.address_size ${d.size}\n`;
    case 'File':
      return `.file ${d.index} ${d.name}${d.extra.map((e) => `, ${e.text}`).join('')}\n`;
    case 'Section':
      return printSection(d);
    case 'Function':
      return printFunction(d);
    case 'Variable':
      return `${printVariable(d)};\n`;
    case 'Alias':
      return `.alias ${d.alias}, ${d.aliasee};\n`;
    default:
      return `${printStatement(d, '')}\n`;
  }
}

function printSection(s: Section): string {
  let out = `.section ${s.name}\n{\n`;
  for (const e of s.entries) {
    out += e.kind === 'Label' ? `${e.name}:\n` : `\t${e.type} ${e.values.map(printOperand).join(', ')}\n`;
  }
  return `${out}}\n`;
}

function printFunction(f: FunctionDecl): string {
  let out = f.linkage ? `${f.linkage} ${f.directive}` : f.directive;
  if (f.attributes.length > 0) out += ` .attribute(${f.attributes.join(', ')})`;
  if (f.returns !== null) out += ` ${printParams(f.returns)}`;
  out += ` ${f.name}`;
  if (f.params !== null) out += printParams(f.params);
  out += printDirectives(f.directives);
  if (f.body === null) return `${out};\n`;
  return `${out}\n${printBlock(f.body, '')}\n`;
}

function printParams(params: VariableDecl[]): string {
  if (params.length === 0) return '()';
  return `(\n${params.map((p) => `\t${printVariable(p)}`).join(',\n')}\n)`;
}

function printDirectives(ds: FunctionDirective[]): string {
  let out = '';
  for (const d of ds) {
    out += `\n${d.name}`;
    if (d.args.length > 0) out += ` ${d.args.map(printOperand).join(', ')}`;
    if (d.name === '.pragma') out += ';';
  }
  return out;
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

function printBlock(b: Block, indent: string): string {
  let out = `${indent}{\n`;
  const inner = `${indent}\t`;
  for (const s of b.statements) out += `${printStatement(s, inner)}\n`;
  return `${out}${indent}}`;
}

export function printStatement(s: Statement, indent: string): string {
  switch (s.kind) {
    case 'Instruction':
      return indent + printInstruction(s);
    case 'Label':
      return `${s.name}:`;
    case 'Block':
      return printBlock(s, indent);
    case 'Variable':
      return `${indent}${printVariable(s)};`;
    case 'Loc': {
      let out = `${indent}.loc ${s.file} ${s.line} ${s.column}`;
      if (s.functionName !== null) out += `, function_name ${printOperand(s.functionName)}`;
      if (s.inlinedAt !== null) out += `, inlined_at ${s.inlinedAt.file} ${s.inlinedAt.line} ${s.inlinedAt.column}`;
      return out;
    }
    case 'Pragma':
      return `${indent}.pragma ${s.values.join(', ')};`;
    case 'Targets':
      return `${s.label}: ${s.directive} ${s.targets.map((t) => (t.count === null ? t.name : `${t.name}<${t.count}>`)).join(', ')};`;
    case 'CallPrototype':
      return `${s.label}: ${printPrototype(s)};`;
    case 'Dwarf':
      return s.text;
  }
}

function printPrototype(p: CallPrototype): string {
  let out = '.callprototype';
  if (p.returns !== null) out += ` ${printParams(p.returns)}`;
  out += ' _';
  if (p.params !== null) out += ` ${printParams(p.params)}`;
  return out + printDirectives(p.directives).replace(/\n/g, ' ');
}

export function printInstruction(i: InstructionBase): string {
  let out = '';
  if (i.guard !== null) out += `@${i.guard.negated ? '!' : ''}${i.guard.predicate.name} `;
  out += i.opcode;
  for (const m of i.modifiers) out += m;
  if (i.operands.length > 0) {
    out += ' ';
    for (let k = 0; k < i.operands.length; k++) {
      if (k > 0) out += ', ';
      out += printOperand(i.operands[k]!);
    }
  }
  return `${out};`;
}

export function printOperand(op: Operand): string {
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
      const arg = printOperand(op.arg);
      const wrap = op.arg.kind === 'Binary' || op.arg.kind === 'Conditional' || (op.arg.kind === 'Unary' && op.arg.op === op.op);
      return wrap ? `${op.op}(${arg})` : op.op + arg;
    }
    case 'Binary': {
      const prec = BINARY_PRECEDENCE[op.op];
      const left = printOperand(op.left);
      const right = printOperand(op.right);
      const l = needsParens(op.left, prec, false) ? `(${left})` : left;
      const r = needsParens(op.right, prec, true) ? `(${right})` : right;
      return op.op === '=' ? `${l} = ${r}` : l + op.op + r;
    }
    case 'Conditional':
      return `${printOperand(op.test)} ? ${printOperand(op.then)} : ${printOperand(op.else)}`;
    case 'Paren':
      return `(${printOperand(op.expr)})`;
    case 'Vector':
      return `{${op.elements.map(printOperand).join(', ')}}`;
    case 'Address':
      return `[${op.items.map(printOperand).join(', ')}]${op.selector ?? ''}`;
    case 'Pair':
      return `${printOperand(op.first)}|${printOperand(op.second)}`;
    case 'List':
      return `(${op.items.map(printOperand).join(', ')})`;
    case 'Call':
      return `${op.callee}(${op.args.map(printOperand).join(', ')})`;
  }
}

/** Parentheses for trees built by hand; parsed trees keep theirs as Paren nodes. */
function needsParens(child: Operand, parentPrec: number, right: boolean): boolean {
  if (child.kind === 'Conditional') return true;
  if (child.kind !== 'Binary') return false;
  const p = BINARY_PRECEDENCE[child.op];
  return p < parentPrec || (right && p === parentPrec);
}
