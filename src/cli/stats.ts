// `ptx stats FILE...`: counts of each module, or of each of its functions with --by function.
import { statsReader, type Counts, type Stats } from '../explore/stats.js';
import { outputOf, type Context, type FileOutput, type PerFile, type SourceFile } from './command.js';

const table = (title: string, r: Record<string, number>) => `${title}:\n${Object.entries(r).map(([k, n]) => `  ${k.padEnd(40)} ${n}\n`).join('')}`;

function countsText(c: Counts): string {
  let text = `registers declared: ${c.registers}\ninstructions: ${c.instructions}\n`;
  text += table('categories', c.categories) + table('memory operations by state space', c.memory) + table('opcodes', c.opcodes);
  if (c.spellings !== undefined) text += table('spellings', c.spellings);
  return text;
}

export const stats: PerFile = {
  streamed: (file, cx) => outputOf(statsReader({ spellings: cx.opts.spelling === true, byFunction: cx.opts.by === 'function' }), (s) => statsOutput(s, file, cx)),
};

function statsOutput(s: Stats, file: SourceFile, cx: Context): FileOutput {
  let text = cx.several ? `${cx.paint('path', file.path)}:\n` : '';
  text += `entries: ${s.functions.entries}\nfunctions: ${s.functions.funcs}\ndeclarations: ${s.functions.declarations}\nvariables: ${s.variables}\n`;
  if (s.byFunction === undefined) text += countsText(s);
  else for (const f of s.byFunction) text += `\n${f.kind} ${cx.paint('name', f.name)}\n${countsText(f).replace(/^(?=.)/gm, '  ')}`;
  return { text, json: { ...s } };
}
