#!/usr/bin/env bash
# Regenerates test/corpus/triton/*.ptx and MANIFEST.tsv: compiles the kernels of src/kernels.py
# with Triton 3.8.0 (src/build.py; no GPU needed) for the ENTRY.TARGET pairs of SELECTION below,
# checks each module with its judge (ptxas 13.0 for PTX ISA 9.0 and older, CUDA 13.3's ptxas for
# 9.1+), drops any file its judge rejects, and writes MANIFEST.tsv.
#
# Needs a python with the triton 3.8.0 wheel installed (PYTHON, default python3; for example
# `python3.11 -m venv V && V/bin/pip install triton==3.8.0`, or the wheel that
# scripts/fetch-ptxas-13.3.sh downloads into .cache/triton), ptxas 13.0 on PATH and CUDA 13.3's
# ptxas (PTXAS_13_3, default .cache/ptxas-13.3/ptxas, which scripts/fetch-ptxas-13.3.sh fetches).
# Triton writes PTX ISA 8.8 below sm_100 (the version of the ptxas 12.9 it bundles) and 9.3 from
# sm_100 on (its ptxas 13.3). Usage: test/corpus/triton/build.sh
set -u -o pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
PYTHON="${PYTHON:-python3}"
PTXAS_13_3="${PTXAS_13_3:-$ROOT/.cache/ptxas-13.3/ptxas}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/triton-corpus.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

"$PYTHON" -c 'import triton, sys; sys.exit(triton.__version__ != "3.8.0")' 2>/dev/null ||
  { echo "$PYTHON has no triton 3.8.0" >&2; exit 1; }
command -v ptxas >/dev/null || { echo "ptxas not found" >&2; exit 1; }
[ -x "$PTXAS_13_3" ] || { echo "$PTXAS_13_3 not found (scripts/fetch-ptxas-13.3.sh)" >&2; exit 1; }

# ENTRY.TARGET: an entry of KERNELS in src/kernels.py, and the .target Triton writes for it.
SELECTION='
vector_add_f32.sm_80 vector_add_bf16.sm_120a vector_add_debug.sm_90a
softmax.sm_90a softmax_f16.sm_86 softmax_maxnreg.sm_90a layer_norm.sm_89
mm_f16_64x64x64_w4_s4.sm_80 mm_f16_64x64x64_w4_s4.sm_90a mm_tf32x3_32x32x32_w2_s1.sm_80 mm_bf16x3.sm_100a
mm_e5m2_64x128x128_w8_s4.sm_90a mm_f16_cluster.sm_90a
mm_tma_f16.sm_90a mm_tma_ws.sm_100a mm_desc_arg.sm_90a mm_desc_arg.sm_120a tma_gather_scatter_reduce.sm_100a
flash_attn_fwd_d128.sm_90a dot_scaled_e2m1.sm_100a
reductions.sm_100a scans.sm_86 atomics.sm_80 atomics.sm_90a
inline_asm.sm_89 fp8_convert.sm_89 fp8_convert.sm_100a math_rand_print.sm_80
block_ptr_gather.sm_120a misc_cuda.sm_90a misc_cuda.sm_100a
'

# shellcheck disable=SC2086
(cd "$HERE/src" && "$PYTHON" build.py "$WORK" $SELECTION) || { echo "triton failed" >&2; exit 1; }

rm -f "$HERE"/*.ptx "$HERE"/MANIFEST.tsv
: > "$WORK/rows"
nok=0; nbad=0
for name in $SELECTION; do
  f="$WORK/$name.ptx"
  arch="${name##*.}"
  judge=ptxas
  grep -qE '^\.version 9\.[1-9]' "$f" && judge="$PTXAS_13_3"
  if "$judge" -arch="$arch" "$f" -o /dev/null >"$WORK/log" 2>&1; then
    cp "$f" "$HERE/$name.ptx"
    printf '%s\t%s\t\t%s\t%s\n' "$name.ptx" "$arch" "triton 3.8.0: python build.py OUT ${name}" "triton/src/kernels.py" >> "$WORK/rows"
    echo "ok   $name.ptx ($(wc -c < "$f") bytes)"; nok=$((nok + 1))
  else
    echo "PTXAS REJECT $name.ptx (dropped)" >&2; head -20 "$WORK/log" >&2; nbad=$((nbad + 1))
  fi
done

{ printf 'file\tptxas_arch\tptxas_flags\tnvcc_flags\tsource\n'; cat "$WORK/rows"; } > "$HERE/MANIFEST.tsv"
echo "$nok files written, $nbad rejected; total $(cat "$HERE"/*.ptx | wc -c) bytes"
