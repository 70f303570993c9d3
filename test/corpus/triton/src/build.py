# Compiles the kernels of kernels.py with Triton (no GPU needed: an explicit target) and writes
# each module's PTX as <entry>.<target>.ptx into the output directory. Usage:
#   python build.py OUT_DIR [ENTRY.TARGET ...]   (no ENTRY.TARGET: every entry for each of its targets)
# Needs the triton wheel (3.8.0) in the running python; see ../build.sh.
import os
import sys
import tempfile

os.environ.setdefault("TRITON_CACHE_DIR", tempfile.mkdtemp(prefix="triton-corpus-cache-"))

import triton  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.backends.nvidia.compiler import sm_arch_from_capability  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kernels import KERNELS  # noqa: E402


def relative_file_names():
    """The .file directives name each JIT function's source file: made relative to where the file
    lies (kernels.py; triton/language/... for Triton's own functions), as a debug prefix map would,
    so that no build machine's directory lands in the PTX."""
    import importlib
    import pkgutil
    site = os.path.dirname(os.path.dirname(triton.__file__))
    mods = [sys.modules["kernels"]]
    for m in pkgutil.walk_packages(triton.language.__path__, "triton.language."):
        try:
            mods.append(importlib.import_module(m.name))
        except ImportError:
            pass
    for mod in mods:
        for v in vars(mod).values():
            if isinstance(v, triton.runtime.jit.JITFunction):
                v.file_name = os.path.relpath(v.file_name, site if v.file_name.startswith(site) else os.path.dirname(v.file_name))


relative_file_names()


def wanted(only):
    for name, (kernel, sig, consts, options, targets) in KERNELS.items():
        for cap in targets:
            out = f"{name}.{sm_arch_from_capability(cap)}.ptx"
            if not only or out[:-len(".ptx")] in only:
                yield out, kernel, sig, consts, options, cap


def main():
    out_dir, only = sys.argv[1], set(sys.argv[2:])
    failed = 0
    for out, kernel, sig, consts, options, cap in wanted(only):
        try:
            k = triton.compile(triton.compiler.ASTSource(kernel, signature=sig, constexprs=consts),
                               target=GPUTarget("cuda", cap, 32), options=options)
        except Exception as e:  # a kernel a target cannot take: said, and left out
            failed += 1
            print(f"{out}: triton failed: {type(e).__name__}: {e.__cause__ or e}", file=sys.stderr)
            continue
        with open(os.path.join(out_dir, out), "w") as f:
            f.write(k.asm["ptx"])
        print(out)
    sys.exit(1 if failed and only else 0)


main()
