#!/bin/sh
# Fetches CUDA 13.3's ptxas and CUDA 13.1's cuobjdump, published inside the triton 3.8.0 wheel on
# the pip registry, into .cache/ptxas-13.3/ (ignored by git): the judge of PTX ISA 9.1 to 9.3.
# The member `ptxas` beside `ptxas-blackwell` in that wheel is 12.9, hence the latter.
# Usage: scripts/fetch-ptxas-13.3.sh   (prints the directory holding `ptxas` and `cuobjdump`)
set -eu
cd "$(dirname "$0")/.."
out=.cache/ptxas-13.3
wheels=.cache/triton
if [ ! -x "$out/ptxas" ] || [ ! -x "$out/cuobjdump" ]; then
  if ! ls "$wheels"/triton-3.8.0-*.whl >/dev/null 2>&1; then
    python3 -m pip download --quiet --no-deps --only-binary=:all: --dest "$wheels" triton==3.8.0 >&2
  fi
  wheel=$(ls "$wheels"/triton-3.8.0-*.whl | head -n 1)
  mkdir -p "$out"
  python3 - "$wheel" "$out" <<'PY'
import os, sys, zipfile
wheel, out = sys.argv[1], sys.argv[2]
members = {'triton/backends/nvidia/bin/ptxas-blackwell': 'ptxas', 'triton/backends/nvidia/bin/cuobjdump': 'cuobjdump'}
with zipfile.ZipFile(wheel) as z:
    for member, name in members.items():
        path = os.path.join(out, name)
        with z.open(member) as src, open(path, 'wb') as dst:
            dst.write(src.read())
        os.chmod(path, 0o755)
PY
fi
"$out/ptxas" --version | grep -q 'release 13\.3' || { echo "$out/ptxas is not release 13.3" >&2; exit 1; }
echo "$(pwd)/$out"
