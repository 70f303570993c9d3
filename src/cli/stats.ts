// `ptx stats FILE...`: counts of each module, or of each of its functions with --by function.
import { moduleStats, type Counts } from '../explore/stats.js';
import type { Context, FileOutput, LoadedFile } from './command.js';

const table = (title: string, r: Record<string, number>) => `${title}:\n${Object.entries(r).map(([k, n]) => `  ${k.padEnd(40)} ${n}\n`).join('')}`;

function countsText(c: Counts): string {
  let text = `registers declared: ${c.registers}\ninstructions: ${c.instructions}\n`;
  text += table('categories', c.categories) + table('memory operations by state space', c.memory) + table('opcodes', c.opcodes);
  if (c.spellings !== undefined) text += table('spellings', c.spellings);
  return text;
}

export function stats(file: LoadedFile, cx: Context): FileOutput {
  const s = moduleStats(file.module, { spellings: cx.opts.spelling === true, byFunction: cx.opts.by === 'function' });
  let text = cx.several ? `${cx.paint('path', file.path)}:\n` : '';
  text += `entries: ${s.functions.entries}\nfunctions: ${s.functions.funcs}\ndeclarations: ${s.functions.declarations}\nvariables: ${s.variables}\n`;
  if (s.byFunction === undefined) text += countsText(s);
  else for (const f of s.byFunction) text += `\n${f.kind} ${cx.paint('name', f.name)}\n${countsText(f).replace(/^(?=.)/gm, '  ')}`;
  return { text, json: { ...s } };
}
