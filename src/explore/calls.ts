// Who calls what: each call of a function, by name or through a register (then to the functions
// of its `.calltargets`, or to any of its `.callprototype`'s type), as the spec's `flow: call` says.
import type { CallPrototype, FunctionDecl, InstructionBase, Module, Targets, TopLevel } from '../ast.js';
import { BySpelling, forEachStatement, type StatementRef } from '../body-statements.js';
import { callTarget, flowOf, labelOperands } from './roles.js';
import { readModule, type ModuleReader } from './walk.js';

export interface CallSite {
  /** The function called, or for a call through a register with only a prototype, `(prototype LABEL)`. */
  callee: string;
  indirect: boolean;
  /** For a call through a register: the `.calltargets` or `.callprototype` label it names. */
  via: string | null;
  line: number;
  column: number;
}

/** Whether an instruction calls (spec flow). */
export const isCall = (s: StatementRef): boolean => flowOf(s) === 'call';

/** The calls of one body, gathered statement by statement (forEachStatement()); only calls are made into nodes. */
export class CallSites {
  private readonly declared = new Map<string, Targets | CallPrototype>();
  private readonly calls: InstructionBase[] = [];

  /** `only`: which instructions call (shared by the bodies of one parse); a walk given it passes the others by. */
  constructor(readonly only: BySpelling<boolean> = new BySpelling(isCall)) {}

  visit(st: StatementRef): void {
    if (st.kind === 'Targets' || st.kind === 'CallPrototype') {
      const d = st.node() as Targets | CallPrototype;
      this.declared.set(d.label, d);
    } else if (st.kind === 'Instruction' && this.only.get(st)) this.calls.push(st.node() as InstructionBase);
  }

  /** The calls visited, in written order: a call through a register once per function of its `.calltargets`. */
  sites(): CallSite[] {
    const out: CallSite[] = [];
    for (const st of this.calls) {
      const at = { line: st.span.line, column: st.span.column };
      const target = callTarget(st);
      if (target !== null) {
        out.push({ callee: target.name, indirect: false, via: null, ...at });
        continue;
      }
      for (const label of labelOperands(st)) {
        const d = this.declared.get(label.name);
        if (d?.kind === 'Targets') for (const t of expandTargets(d)) out.push({ callee: t, indirect: true, via: label.name, ...at });
        else out.push({ callee: `(prototype ${label.name})`, indirect: true, via: label.name, ...at });
      }
    }
    return out;
  }
}

/** The calls `fn` makes, in written order (CallSites). `only`: as CallSites takes it. */
export function callSitesOf(fn: FunctionDecl, only?: BySpelling<boolean>): CallSite[] {
  if (fn.body === null) return [];
  const sites = new CallSites(only);
  forEachStatement(fn.body, (st) => sites.visit(st), sites.only);
  return sites.sites();
}

/** The names of a `.branchtargets` or `.calltargets` list, `N<3>` standing for N0, N1, N2. */
export function expandTargets(t: Targets): string[] {
  return t.targets.flatMap((x) => (x.count === null ? [x.name] : Array.from({ length: x.count }, (_, i) => `${x.name}${i}`)));
}

/** The distinct functions of `sites`, in order of first call. */
export function calleesOf(sites: readonly CallSite[]): string[] {
  return [...new Set(sites.map((c) => c.callee))];
}

export interface CallGraph {
  /** Every function of the module, defined or only declared, once, in written order. */
  functions: Array<{ name: string; kind: 'entry' | 'func'; defined: boolean }>;
  /** One edge per caller, callee and kind, with how many calls it stands for. */
  calls: Array<{ caller: string; callee: string; indirect: boolean; via: string | null; count: number }>;
}

export function callGraph(module: Module): CallGraph {
  return readModule(module, callGraphReader());
}

/** callGraph() one directive at a time (walk.ts ModuleReader). */
export function callGraphReader(): ModuleReader<CallGraph> {
  const functions = new Map<string, CallGraph['functions'][number]>();
  const calls = new Map<string, CallGraph['calls'][number]>();
  const only = new BySpelling(isCall);
  const add = (d: TopLevel) => {
    if (d.kind !== 'Function') return;
    const f = functions.get(d.name);
    if (f === undefined) functions.set(d.name, { name: d.name, kind: d.directive === '.entry' ? 'entry' : 'func', defined: d.body !== null });
    else f.defined ||= d.body !== null;
    for (const c of callSitesOf(d, only)) {
      const key = `${d.name}\0${c.callee}\0${c.indirect}\0${c.via}`;
      const e = calls.get(key);
      if (e === undefined) calls.set(key, { caller: d.name, callee: c.callee, indirect: c.indirect, via: c.via, count: 1 });
      else e.count++;
    }
  };
  return { add, result: () => ({ functions: [...functions.values()], calls: [...calls.values()] }) };
}

/** The call graph as an indented tree from each kernel (and each function no one calls), a function's callees under it once per path, recursion marked. */
export function callTree(g: CallGraph): string {
  const out = new Map<string, CallGraph['calls']>();
  for (const c of g.calls) (out.get(c.caller) ?? out.set(c.caller, []).get(c.caller)!).push(c);
  const called = new Set(g.calls.map((c) => c.callee));
  let text = '';
  const visit = (name: string, depth: number, path: Set<string>, how: string) => {
    const recursive = path.has(name);
    text += `${'  '.repeat(depth)}${name}${how}${recursive ? ' (recursive)' : ''}\n`;
    if (recursive) return;
    path.add(name);
    for (const c of out.get(name) ?? []) visit(c.callee, depth + 1, path, (c.indirect ? ` [indirect via ${c.via}]` : '') + (c.count > 1 ? ` x${c.count}` : ''));
    path.delete(name);
  };
  for (const f of g.functions) if (f.kind === 'entry' || (f.defined && !called.has(f.name))) visit(f.name, 0, new Set(), f.kind === 'entry' ? ' (entry)' : '');
  return text;
}
