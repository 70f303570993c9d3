// `ptx ls`: the functions and kernels of each module, then its variables.
import { listingReader, type Listing } from '../explore/listing.js';
import { outputOf, type Context, type FileOutput, type PerFile, type SourceFile } from './command.js';

export const ls: PerFile = { streamed: (file, cx) => outputOf(listingReader(file.bytes, cx.demangle), (listing) => lsOutput(listing, file, cx)) };

function lsOutput(listing: Listing, file: SourceFile, cx: Context): FileOutput {
  const { paint } = cx;
  let text = cx.several ? `${paint('path', file.path)}:\n` : '';
  for (const f of listing.functions) {
    const head = [f.kind, f.linkage ?? '', f.declaration ? '(declaration)' : ''].filter(Boolean).join(' ');
    text += `${head} ${paint('name', f.name)}${f.demangled !== undefined ? `  ${paint('dim', f.demangled)}` : ''}\n`;
    // nvcc names parameters after their function (`_Z3fooPf_param_0`): the function's name is left out.
    const own = `${f.name}_`;
    const decl = (p: (typeof f.params)[number]) => `${p.type} ${p.name.startsWith(own) ? p.name.slice(f.name.length) : p.name}${p.dims}`;
    const params = f.params.map(decl);
    const returns = f.returns.map(decl);
    if (returns.length > 0) text += `  returns ${returns.join(', ')}\n`;
    if (params.length > 0) text += `  params  ${params.join(', ')}\n`;
    text += `  lines ${f.lines[0]}-${f.lines[1]}, ${f.instructions} instructions`;
    const regs = Object.entries(f.registers).map(([t, n]) => `${n} ${t}`);
    text += regs.length > 0 ? `, registers ${regs.join(' ')}\n` : '\n';
    if (f.directives.length > 0) text += `  ${f.directives.join('; ')}\n`;
    if (f.callees.length > 0) text += `  calls ${f.callees.join(', ')}\n`;
  }
  if (listing.variables.length > 0) text += 'variables:\n';
  for (const v of listing.variables) {
    text += `  ${[v.linkage ?? '', v.space, v.type].filter(Boolean).join(' ')} ${paint('name', v.name)}${v.size === null ? '' : ` (${v.size} bytes)`}\n`;
  }
  return { text, json: { ...listing } };
}
