// C++ (Itanium) names of mangled ones, by the demangler of the Firefox profiler
// (gecko-profiler-demangle: Rust's cpp_demangle compiled to WebAssembly). Its package is built
// for bundlers, which load the .wasm as a module; here it is instantiated by hand.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type Glue = { __wbg_set_wasm(exports: WebAssembly.Exports): void; demangle_any(name: string): string };

/** A demangler: the C++ name of a mangled name (`_Z...`), any other name as it is. */
export function loadDemangler(): (name: string) => string {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('gecko-profiler-demangle/package.json'));
  // require(), not import(): the bin runs this module as a script (cached-script.ts), which cannot import().
  const glue = require(join(dir, 'index_bg.js')) as Glue;
  const wasm = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(join(dir, 'index_bg.wasm'))), { './index_bg.js': glue as unknown as WebAssembly.ModuleImports });
  glue.__wbg_set_wasm(wasm.exports);
  (wasm.exports.__wbindgen_start as (() => void) | undefined)?.();
  const cache = new Map<string, string>();
  return (name) => {
    if (!name.startsWith('_Z')) return name;
    let d = cache.get(name);
    if (d === undefined) cache.set(name, (d = glue.demangle_any(name)));
    return d;
  };
}
