// Name resolution as ptxas does it: every name an instruction uses must be a register or variable
// declared earlier in an enclosing block (or a parameter), a label of the function, a variable or
// function declared earlier in the module, or a predefined name (%tid, WARP_SZ...).
// ptxas: "Unknown symbol", "Label expected for forward reference".
import { PREDEFINED } from '../../generated/symbols.js';
import type { Block, FunctionDecl, Operand, Statement, VariableDecl } from '../ast.js';
import { suggest } from '../diagnostics.js';
import type { Context } from '../parser/context.js';

/** Names declared in one block: plain names, and `%r<100>`-style ranges by prefix. */
class Scope {
  readonly names = new Set<string>();
  readonly ranges = new Map<string, number>();

  declare(v: VariableDecl): void {
    for (const d of v.declarators) {
      if (d.count === null) this.names.add(d.name);
      else this.ranges.set(d.name, Math.max(d.count, this.ranges.get(d.name) ?? 0));
    }
  }

  has(name: string): boolean {
    if (this.names.has(name)) return true;
    if (this.ranges.size === 0) return false;
    // `%rd12` is in `%rd<13>`: split the trailing digits off.
    let i = name.length;
    let value = 0;
    let scale = 1;
    while (i > 0) {
      const c = name.charCodeAt(i - 1);
      if (c < 48 || c > 57) break;
      value += (c - 48) * scale;
      scale *= 10;
      i--;
    }
    if (i === name.length || i === 0) return false;
    const count = this.ranges.get(name.slice(0, i));
    if (count === undefined || value >= count) return false;
    // Registers are used many times: remember the name itself.
    this.names.add(name);
    return true;
  }
}

export function checkFunctionSymbols(cx: Context, fn: FunctionDecl, globals: ReadonlySet<string>): void {
  if (fn.body === null) return;
  const labels = new Set<string>();
  collectLabels(fn.body, labels);
  const params = new Scope();
  for (const p of fn.params ?? []) params.declare(p);
  for (const p of fn.returns ?? []) params.declare(p);
  const scopes: Scope[] = [params];
  const known = (name: string): boolean => {
    for (let i = scopes.length - 1; i >= 0; i--) if (scopes[i]!.has(name)) return true;
    return PREDEFINED.has(name) || labels.has(name) || globals.has(name);
  };
  const report = (name: string, span: Operand['span']) => {
    const digits = /\d+$/.exec(name)?.[0];
    const candidates = new Set<string>(labels);
    for (const s of scopes) {
      for (const n of s.names) candidates.add(n);
      for (const [prefix, count] of s.ranges) {
        if (digits !== undefined && Number(digits) < count) candidates.add(prefix + digits);
        if (digits !== undefined && name === prefix + digits) {
          return cx.error(`unknown symbol '${name}': ${prefix}<${count}> declares ${prefix}0 to ${prefix}${count - 1}`, span);
        }
      }
    }
    const near = suggest(name, candidates);
    cx.error(`unknown symbol '${name}'${near ? `; did you mean '${near}'?` : ''}`, span);
  };
  const visit = (op: Operand): void => {
    switch (op.kind) {
      case 'Name':
        if (!known(op.name)) report(op.name, op.span);
        return;
      case 'Unary':
        return visit(op.arg);
      case 'Binary':
        visit(op.left);
        return visit(op.right);
      case 'Conditional':
        visit(op.test);
        visit(op.then);
        return visit(op.else);
      case 'Paren':
        return visit(op.expr);
      case 'Vector':
        return op.elements.forEach(visit);
      case 'Address':
      case 'List':
        return op.items.forEach(visit);
      case 'Pair':
        visit(op.first);
        return visit(op.second);
      default:
        return;
    }
  };
  const walk = (b: Block): void => {
    scopes.push(new Scope());
    for (const s of b.statements as Statement[]) {
      if (s.kind === 'Variable') scopes[scopes.length - 1]!.declare(s);
      else if (s.kind === 'Instruction') {
        if (s.guard !== null) visit(s.guard.predicate);
        for (const op of s.operands) visit(op);
      } else if (s.kind === 'Block') walk(s);
    }
    scopes.pop();
  };
  walk(fn.body);
}

/** Labels are function-wide and may be used before they are defined. */
function collectLabels(b: Block, out: Set<string>): void {
  for (const s of b.statements as Statement[]) {
    if (s.kind === 'Label' || s.kind === 'Targets' || s.kind === 'CallPrototype') out.add(s.kind === 'Label' ? s.name : s.label);
    else if (s.kind === 'Block') collectLabels(s, out);
  }
}
