// The modules one can pick: the README's examples and a few small corpus files (bundled as text).
import vectorAdd from '../examples/vector-add.ptx';
import typeError from '../examples/type-error.ptx';
import branches from '../test/corpus/handwritten/branches_brx.ptx';
import sm90a from '../test/corpus/handwritten/arch_specific_sm90a.ptx';
import calls from '../test/corpus/handwritten/calls_prototypes.ptx';
import launchBounds from '../test/corpus/ptx/launch_bounds.sm_90.default.ptx';

export const EXAMPLES: ReadonlyArray<{ name: string; text: string }> = [
  { name: 'vector-add.ptx', text: vectorAdd },
  { name: 'type-error.ptx (an error)', text: typeError },
  { name: 'branches_brx.ptx (a CFG)', text: branches },
  { name: 'arch_specific_sm90a.ptx (try the target)', text: sm90a },
  { name: 'calls_prototypes.ptx', text: calls },
  { name: 'launch_bounds.sm_90.ptx (nvcc output)', text: launchBounds },
];
