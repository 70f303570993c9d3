// Comparing cubins (ELF64) section by section. With line info (-lineinfo, -G) ptxas embeds the PTX
// text itself (.nv_debug_ptx_txt.<hash of the text>) and PTX line numbers, which a re-printed
// module cannot keep byte for byte; every other section must be identical.
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

/** Sections that carry the PTX text or PTX line numbers, which formatting changes (the string and
 * symbol tables only differ by the length of the hash in the PTX-text section name). */
const PTX_TEXT_SECTIONS = /^((\.nv\.merc)?\.nv_debug_ptx_txt(\..*)?|(\.nv\.merc)?\.(rela?\.)?nv_debug_line_sass|(\.nv\.merc)?\.(rela?\.)?debug_line|\.shstrtab|\.strtab|\.symtab)$/;

/** null when byte-identical, or (for cubins that embed the PTX text) equal outside the PTX-text sections. */
export function compareCubins(a: Buffer, b: Buffer): string | null {
  if (a.equals(b)) return null;
  const all = sections(a);
  if (!carriesPtxText(all)) return 'cubins differ (and carry no PTX text that could explain it)';
  const sa = all.filter((s) => !PTX_TEXT_SECTIONS.test(s.name));
  const sb = sections(b).filter((s) => !PTX_TEXT_SECTIONS.test(s.name));
  const names = (ss: Section[]) => ss.map((s) => s.name).join(',');
  if (names(sa) !== names(sb)) return `section lists differ: ${names(sa)} / ${names(sb)}`;
  for (let i = 0; i < sa.length; i++) {
    if (!sa[i]!.data.equals(sb[i]!.data)) return `section ${sa[i]!.name} differs`;
  }
  return null;
}

/** Whether a cubin's sections depend on the PTX text (so byte identity cannot hold). */
function carriesPtxText(all: readonly Section[]): boolean {
  return all.some((s) => s.name.startsWith('.nv_debug_ptx_txt'));
}

/**
 * What compareCubins looks at, as two hashes: of the whole cubin, and (for cubins that carry the
 * PTX text) of the sections outside the PTX-text ones. Equal digests mean compareCubins finds no
 * difference, so a cubin that was digested once need not be built again.
 */
export interface CubinDigest {
  full: string;
  /** null when the cubin carries no PTX text (then only byte identity counts). */
  outsidePtxText: string | null;
}

export function digestCubin(cubin: Buffer): CubinDigest {
  const full = createHash('sha256').update(cubin).digest('hex');
  const all = sections(cubin);
  if (!carriesPtxText(all)) return { full, outsidePtxText: null };
  const h = createHash('sha256');
  for (const s of all) if (!PTX_TEXT_SECTIONS.test(s.name)) h.update(`${s.name}\0${s.data.length}\0`).update(s.data);
  return { full, outsidePtxText: h.digest('hex') };
}

/** compareCubins(original, printed) === null, knowing only the digests of both. */
export function matchesDigest(original: CubinDigest, printed: CubinDigest): boolean {
  return printed.full === original.full || (original.outsidePtxText !== null && printed.outsidePtxText === original.outsidePtxText);
}
