// The labels of the debug sections, and the `.loc ... function_name label` lines that name them:
// such a label must be defined in some `.section` of the module, before or after the use (ptxas:
// "Unresolved label '$L__info_string3' used in function_name attribute"). A section name
// (`.debug_str+16`) needs no label.
import type { Span } from '../ast.js';

export class DebugLabels {
  private readonly defined = new Set<string>();
  private readonly uses: Array<{ name: string; span: Span }> = [];

  /** `name:` in a `.section`. */
  define(name: string): void {
    this.defined.add(name);
  }

  /** `function_name name` in a `.loc`. */
  use(name: string, span: Span): void {
    this.uses.push({ name, span });
  }

  /** At the end of the module: report the uses of labels no section defines. */
  end(report: (message: string, span: Span) => void): void {
    for (const u of this.uses) {
      if (!this.defined.has(u.name)) report(`'${u.name}' in function_name is no label of a .section of the module`, u.span);
    }
  }
}
