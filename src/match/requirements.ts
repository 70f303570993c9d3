// What a form, qualifier or special register needs (a PTX version, a target, a texturing mode)
// that the module's `.version` and `.target` lack, as the end of a message: "requires .target
// sm_90 or higher".
import { type Arch, provides, Suffix } from '../types/arch.js';
import { type Requirement, Texmode } from '../types/requirement.js';
import { versionText } from '../version.js';

/** What the module lacks of `req`, or null when it has it (or has not said its version or target). */
export function unmet(req: Requirement, ptxVersion: number | null, arch: Arch | null, texmodeIndependent: boolean): string | null {
  // Only .address_size 64 is taken (parser/module.ts), as ptxas 13 compiles no 32-bit code.
  if (req.addressSize32) return 'needs .address_size 32 (32-bit addressing), which ptxas 13 no longer supports';
  if (req.belowTarget > 0 && arch !== null && arch.number >= req.belowTarget) return null;
  const target = arch === null ? null : unmetTarget(req, arch);
  if (target !== null) return target;
  if (ptxVersion !== null && req.ptx > ptxVersion) return `requires PTX ISA .version ${versionText(req.ptx)} or later`;
  if (ptxVersion !== null && req.before > 0 && ptxVersion >= req.before) {
    if (req.beforeTarget === 0) return `is not supported from PTX ISA .version ${versionText(req.before)} on`;
    if (arch !== null && arch.number >= req.beforeTarget) return `is not supported on .target sm_${req.beforeTarget} and later from PTX ISA .version ${versionText(req.before)} on`;
  }
  if (req.texmode === Texmode.Independent && !texmodeIndependent) return 'requires .target texmode_independent';
  if (req.texmode === Texmode.Unified && texmodeIndependent) return 'requires texmode_unified (the default), not .target texmode_independent';
  return null;
}

function unmetTarget(req: Requirement, arch: Arch): string | null {
  if (req.target > 0) return arch.number >= req.target ? null : `requires .target sm_${req.target} or higher`;
  if (req.targets === null) return null;
  for (const t of req.targets) if (provides(arch, t)) return null;
  const listed = req.targets.map((t) => (t.suffix === Suffix.F ? `${t.name} (or a later target of its family)` : t.name));
  return `is not supported on .target ${arch.name}; it needs ${listed.join(', ')}`;
}
