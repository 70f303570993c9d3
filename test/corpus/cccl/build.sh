#!/usr/bin/env bash
# Regenerates test/corpus/cccl/*.ptx from test/corpus/cccl/src/*.cu with `nvcc -ptx`,
# verifies every file with ptxas, drops any file ptxas rejects, and writes MANIFEST.tsv
# (same columns as test/corpus/ptx/MANIFEST.tsv).
#
# Sources exercise the cuda::ptx wrappers of CCCL's <cuda/ptx> (CUDA 13.0).
# src/<header>.gen.<target>.cu are produced by gen.py (one kernel per documented
# overload / option combination, each assigned to the first target among
# sm_80, sm_90a, sm_100a, ... that supports it); other src/*.cu are hand-written.
# The target is the last dot-component of the source name: foo.sm_90a.cu -> foo.sm_90a.ptx,
# compiled with -arch=compute_90a and checked with ptxas -arch=sm_90a.
#
# Usage: test/corpus/cccl/build.sh     (python3 gen.py first to regenerate src/*.gen.*.cu)
set -u -o pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
command -v nvcc >/dev/null || { echo "nvcc not found" >&2; exit 1; }
command -v ptxas >/dev/null || { echo "ptxas not found" >&2; exit 1; }
NVFLAGS_COMMON="-std=c++17 -diag-suppress 550,177"
rm -f "$HERE"/*.ptx
printf 'file\tptxas_arch\tptxas_flags\tnvcc_flags\tsource\n' > "$HERE/MANIFEST.tsv"
fail=0
for cu in "$HERE"/src/*.cu; do
  base="$(basename "$cu" .cu)"
  tgt="${base##*.}"                     # sm_90a
  comp="compute_${tgt#sm_}"
  out="$HERE/$base.ptx"
  flags="-ptx -arch=$comp $NVFLAGS_COMMON"
  if ! nvcc $flags "$cu" -o "$out"; then
    echo "nvcc failed: $cu" >&2; rm -f "$out"; fail=1; continue
  fi
  # nvcc writes absolute source paths into .file: keep them relative to the repo.
  sed -i "s|\"$(cd "$HERE/../../.." && pwd)/|\"|g" "$out"
  if grep -q '_is_not_supported_' "$out"; then
    echo "warning: $base.ptx calls an unsupported-target stub" >&2
  fi
  if ! ptxas -arch="$tgt" "$out" -o /dev/null; then
    echo "ptxas rejected $base.ptx; dropped" >&2; rm -f "$out"; fail=1; continue
  fi
  printf '%s\t%s\t\t%s\t%s\n' "$base.ptx" "$tgt" "$flags" "cccl/src/$base.cu" >> "$HERE/MANIFEST.tsv"
done
du -ch "$HERE"/*.ptx | tail -1
exit $fail
