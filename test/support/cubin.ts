// Comparing cubins (ELF64): print(parse(x)) is x, so its cubin must be byte for byte x's, the
// sections where ptxas embeds the PTX text and its line numbers (-G, -lineinfo) included. Where
// two differ, the first section that does names the difference.
import { createHash } from 'node:crypto';

interface Section {
  name: string;
  data: Buffer;
}

function sections(elf: Buffer): Section[] {
  const shoff = Number(elf.readBigUInt64LE(0x28));
  const shentsize = elf.readUInt16LE(0x3a);
  const shnum = elf.readUInt16LE(0x3c);
  const shstrndx = elf.readUInt16LE(0x3e);
  const header = (i: number) => {
    const at = shoff + i * shentsize;
    return {
      name: elf.readUInt32LE(at),
      type: elf.readUInt32LE(at + 4),
      offset: Number(elf.readBigUInt64LE(at + 0x18)),
      size: Number(elf.readBigUInt64LE(at + 0x20)),
    };
  };
  const strtab = header(shstrndx);
  const out: Section[] = [];
  for (let i = 1; i < shnum; i++) {
    const h = header(i);
    let end = strtab.offset + h.name;
    while (elf[end] !== 0) end++;
    const name = elf.toString('latin1', strtab.offset + h.name, end);
    // NOBITS and CUDA's own no-bits type (.nv.global) occupy no file bytes.
    const data = h.type === 8 || h.type === 0x70000007 ? Buffer.alloc(0) : elf.subarray(h.offset, h.offset + h.size);
    out.push({ name, data });
  }
  return out;
}

/** null when byte-identical, else what differs first. */
export function compareCubins(a: Buffer, b: Buffer): string | null {
  if (a.equals(b)) return null;
  const sa = sections(a);
  const sb = sections(b);
  const names = (ss: Section[]) => ss.map((s) => s.name).join(',');
  if (names(sa) !== names(sb)) return `section lists differ: ${names(sa)} / ${names(sb)}`;
  for (let i = 0; i < sa.length; i++) {
    if (!sa[i]!.data.equals(sb[i]!.data)) return `section ${sa[i]!.name} differs`;
  }
  return 'cubins differ outside their sections';
}

/** A cubin's digest: equal digests mean byte-identical cubins, so a cubin digested once need not be built again. */
export interface CubinDigest {
  full: string;
}

export function digestCubin(cubin: Buffer): CubinDigest {
  return { full: createHash('sha256').update(cubin).digest('hex') };
}
