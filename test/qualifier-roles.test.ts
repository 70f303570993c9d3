// One qualifier vocabulary (spec/qualifier-roles.json): every qualifier set of a form has a role,
// from one fixed list, whose name is its slot in every instruction, or a name made by one rule
// where a form has several of the role; an instruction is named as its ISA page names it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { applyQualifierRoles, loadQualifierRoles, loadSpec, specFiles } from '../codegen/load-spec.js';
import { isInstruction, parse, type FunctionDecl } from '../src/index.js';
import { ROOT } from './support/ptx.js';

const roles = loadQualifierRoles(join(ROOT, 'spec'));
const spec = loadSpec(specFiles(join(ROOT, 'spec')));
const errors = applyQualifierRoles(spec.entries, roles);

test('every set of every form has a role, and the roles file names only what the spec writes, each once', () => {
  assert.equal(errors, []);
});

test('no two instructions name one role differently: a role element is the role, or <x><Role> where a form has several', () => {
  const roleOf = new Map<string, string>();
  for (const [role, r] of Object.entries(roles.roles)) {
    for (const s of r.sets) roleOf.set(s, role);
    for (const t of r.literals ?? []) roleOf.set(`literal ${t}`, role);
  }
  const wrong: string[] = [];
  const names = new Map<string, Set<string>>();
  for (const { forms } of spec.entries) {
    for (const f of forms) {
      for (const e of [...f.implied, ...f.elements]) {
        const role = e.kind === 'slot' ? (roleOf.get(`${f.instruction}:${e.set}`) ?? roleOf.get(e.set)) : roleOf.get(`literal ${e.token}`);
        if (role === undefined) {
          // A flag: a boolean under its own name, which is no role's.
          if (e.field in roles.roles) wrong.push(`${f.instruction}: flag ${e.kind === 'literal' ? e.token : e.set} is named ${e.field}, a role`);
          continue;
        }
        const upper = role.charAt(0).toUpperCase() + role.slice(1);
        if (e.field !== role && !e.field.endsWith(upper)) wrong.push(`${f.instruction}: ${role} named ${e.field}`);
        let set = names.get(role);
        if (set === undefined) names.set(role, (set = new Set()));
        set.add(e.field);
      }
    }
  }
  assert.equal(wrong, []);
  // Every role of the list is some form's.
  assert.equal(Object.keys(roles.roles).filter((role) => !names.has(role)), []);
});

test('a literal whose token is a role value is of that role (ld.global.nc: space), unless the roles file says otherwise', () => {
  const values = new Map<string, Set<string>>();
  for (const [role, r] of Object.entries(roles.roles)) values.set(role, new Set(r.literals ?? []));
  for (const { forms } of spec.entries) for (const f of forms) for (const e of f.elements) if (e.kind === 'slot') for (const [role, r] of Object.entries(roles.roles)) if (r.sets.includes(e.set)) for (const v of e.values) values.get(role)!.add(v);
  const unroled: string[] = [];
  for (const { forms } of spec.entries) {
    for (const f of forms) {
      for (const e of f.elements) {
        if (e.kind !== 'literal' || e.valued === true) continue;
        // Only the roles whose values are few and unambiguous: a state space, a type, a vector.
        for (const role of ['space', 'type', 'vec']) if (values.get(role)!.has(e.token)) unroled.push(`${f.instruction}: ${e.token} (${role})`);
      }
    }
  }
  assert.equal(unroled, []);
});

test('opcode is the instruction as its page names it; the fused words are its qualifiers; a space left out is defaulted', () => {
  // ptxas 13.0 -arch=sm_100a assembles this module.
  const text = [
    '.version 8.7',
    '.target sm_100a',
    '.address_size 64',
    '.visible .entry k()',
    '{',
    '  .reg .b32 %r<4>;',
    '  .reg .b64 %rd<4>;',
    '  mul.wide.u32 %rd1, %r1, %r2;',
    '  mad.lo.s32 %r3, %r1, %r2, %r3;',
    '  cvta.to.global.u64 %rd2, %rd1;',
    '  tcgen05.wait::ld.sync.aligned;',
    '  ld.u32 %r1, [%rd2];',
    '  ld.global.nc.u32 %r1, [%rd2];',
    '  cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%rd1], [%rd2], 16, [%rd3];',
    '  ret;',
    '}',
  ].join('\n');
  const r = parse(text);
  assert.equal(r.diagnostics, []);
  const f = r.module.directives.find((d): d is FunctionDecl => d.kind === 'Function')!;
  const got = f.body!.statements.filter((s) => isInstruction(s)).map((s) => [s.opcode, s.modifiers.join(''), { ...s.qualifiers }, { ...s.defaults }]);
  assert.equal(got, [
    ['mul', '.wide.u32', { mode: '.wide', type: '.u32' }, {}],
    ['mad', '.lo.s32', { mode: '.lo', type: '.s32' }, {}],
    ['cvta', '.to.global.u64', { to: true, space: '.global', type: '.u64' }, {}],
    ['tcgen05.wait', '::ld.sync.aligned', { ld: true, sync: true, aligned: true }, {}],
    ['ld', '.u32', { type: '.u32' }, { space: '.generic' }],
    // Its form requires the space: the default is ld's other forms' (every ld node has one, as its type says).
    ['ld', '.global.nc.u32', { space: '.global', nc: true, type: '.u32' }, { space: '.generic' }],
    ['cp.async.bulk', '.shared::cluster.global.mbarrier::complete_tx::bytes', { dstSpace: '.shared::cluster', srcSpace: '.global', completion: '.mbarrier::complete_tx::bytes' }, {}],
    ['ret', '', {}, {}],
  ]);
  // The node's form numbers its instruction's forms: mul.wide's and float mul's are of one node type.
  const mul = f.body!.statements.find((s) => isInstruction(s, 'mul'));
  assert.ok(mul !== undefined && isInstruction(mul, 'mul') && mul.qualifiers.mode === '.wide');
});

test.run();
