#!/usr/bin/env bash
# Regenerates test/corpus/llvm/*.ptx from test/corpus/llvm/src/ with LLVM 14's NVPTX
# backend (clang-14 for .cu sources, llc for hand-written .ll; the llvm22_*.ll sources with
# LLVM 22's llc-22, entries marked `new` below), verifies every file
# with ptxas (CUDA 13), drops any file ptxas rejects, and writes MANIFEST.tsv.
#
# Output names: <source>.<target>.<variant>.ptx
#   <target>  = the .target of the PTX (LLVM 14 supports up to sm_86 / PTX 7.5).
#   <variant> = optimization / debug flag set (see VARIANT_FLAGS below).
# MANIFEST.tsv columns (same as ../ptx/MANIFEST.tsv):
#   file  ptxas_arch  ptxas_flags  nvcc_flags  source
# The nvcc_flags column holds the full generator command (clang-14 ... or llc ...),
# relative to src/. `ptxas -arch=<ptxas_arch> <ptxas_flags> <file> -o /dev/null`
# assembles each listed file. ptxas_arch is normally the .target; entries in the SPEC
# with an "@sm_XX" suffix are verified for a newer arch (sm_89/sm_90), which ptxas
# allows for an older .target.
#
# Needs clang-14, llc (LLVM 14), llc-22 and ptxas on PATH.  Usage: test/corpus/llvm/build.sh
set -u -o pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SRC="$HERE/src"
OUT="$HERE"
CLANG="${CLANG:-clang-14}"
LLC="${LLC:-llc}"
LLC_NEW="${LLC_NEW:-llc-22}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/llvm-corpus.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

for t in "$CLANG" "$LLC" "$LLC_NEW" ptxas; do
  command -v "$t" >/dev/null || { echo "$t not found" >&2; exit 1; }
done

# Optimization/debug flag sets. For clang: appended to the common CUDA device flags.
# For llc (.ll sources) only the -O level is used; debug variants do not apply.
declare -A VARIANT_FLAGS=(
  [O0]="-O0"
  [O2]="-O2"
  [O3]="-O3"
  [g]="-O2 -g"          # clang 14 downgrades this to line tables for device code
  [gO0]="-O0 -g"
  [lineinfo]="-O2 -gline-tables-only"
  [fastmath]="-O3 -ffast-math -fcuda-flush-denormals-to-zero"
  [rdc]="-O2 -fgpu-rdc"
  [rdcg]="-O0 -fgpu-rdc -g"
)
declare -A VARIANT_LLC=( [O0]="-O0" [O2]="-O2" [O3]="-O3" )

# PTX ISA feature passed to LLVM per target (LLVM's own defaults are older and lack
# e.g. shfl.sync/redux.sync without an explicit +ptxNN).
declare -A PTX_FOR=( [sm_75]="ptx64" [sm_80]="ptx70" [sm_86]="ptx72" )

# source file : variant : targets (a target "sm_86@sm_90" = generate for sm_86,
# verify with ptxas -arch=sm_90) : extra ptxas flags : ptx feature override : generator
# (`new` = LLVM 22's llc-22, which targets up to sm_121 and PTX 9.0)
SPEC='
basic.cu:O2:sm_75 sm_80 sm_86@sm_90::
basic.cu:O0:sm_80::
basic.cu:O3:sm_86::
basic.cu:gO0:sm_86::
basic.cu:lineinfo:sm_75::
atomics.cu:O2:sm_75 sm_86@sm_89::
atomics.cu:O3:sm_80::
atomics.cu:gO0:sm_86::
warp.cu:O2:sm_75 sm_80@sm_90::
warp.cu:O0:sm_86::
warp_sm80.cu:O2:sm_80::
warp_sm80.cu:O3:sm_86::ptx75
shared_mem.cu:O2:sm_75 sm_86@sm_90::
shared_mem.cu:O0:sm_86::
shared_mem.cu:gO0:sm_80::
vector_loads.cu:O2:sm_80::
vector_loads.cu:O3:sm_75::
vector_loads.cu:O0:sm_86::
half.cu:O2:sm_75 sm_86::
half.cu:g:sm_86::
math.cu:O2:sm_75 sm_80::
math.cu:fastmath:sm_80::
math.cu:O0:sm_86::
calls.cu:O2:sm_75 sm_86@sm_90::
calls.cu:O0:sm_80::
calls.cu:gO0:sm_86::
globals.cu:O2:sm_80::
globals.cu:O0:sm_75::
extern_rdc.cu:rdc:sm_80:-c:
extern_rdc.cu:rdcg:sm_86:-c:
triton_style.cu:O2:sm_80 sm_86@sm_90::ptx75
triton_style.cu:O3:sm_86::ptx75
triton_style.cu:lineinfo:sm_80::ptx75
tensor_async.cu:O2:sm_80 sm_86@sm_89::
tensor_async.cu:O0:sm_86::
half_native.ll:O2:sm_75 sm_86::
half_native.ll:O0:sm_80::
annotations.ll:O2:sm_80 sm_86@sm_90:-c:
julia_style.ll:O2:sm_75:-c:
julia_style.ll:O3:sm_86:-c:
rust_style.ll:O2:sm_75 sm_86@sm_90::
rust_style.ll:O0:sm_80::
triton_ir.ll:O3:sm_80 sm_86@sm_90::
triton_ir.ll:O0:sm_80::
llvm22_calls.ll:O3:sm_90:-c:ptx83:new
llvm22_intr.ll:O3:sm_90::ptx85:new
llvm22_sm90.ll:O3:sm_90a:-c:ptx86:new
llvm22_dbg.ll:O3:sm_89::ptx81:new
'

rm -f "$OUT"/*.ptx "$OUT"/MANIFEST.tsv
: > "$WORK/rows"
nok=0; nbad=0
while IFS=: read -r src variant targets pflags ptxfeat gen; do
  [ -z "$src" ] && continue
  base="${src%.*}"; ext="${src##*.}"
  [ -f "$SRC/$src" ] || { echo "missing source $src" >&2; continue; }
  for tgt in $targets; do
    arch="${tgt%@*}"; parch="${tgt#*@}"
    feat="${ptxfeat:-${PTX_FOR[$arch]}}"
    name="$base.$arch.$variant.ptx"
    if [ "$ext" = cu ]; then
      cmd="$CLANG -S --cuda-device-only --cuda-gpu-arch=$arch -nocudainc -nocudalib -Xclang -target-feature -Xclang +$feat ${VARIANT_FLAGS[$variant]} -fdebug-prefix-map=$SRC=. $src"
    else
      llc="$LLC"; [ "$gen" = new ] && llc="$LLC_NEW"
      cmd="$llc -march=nvptx64 -mcpu=$arch -mattr=+$feat ${VARIANT_LLC[$variant]} $src"
    fi
    # shellcheck disable=SC2086
    if ! (cd "$SRC" && $cmd -o "$OUT/$name") >"$WORK/log" 2>&1; then
      echo "GENERATOR FAIL $name" >&2; grep -v 'unknown-cuda-version' "$WORK/log" | head -20 >&2
      rm -f "$OUT/$name"; nbad=$((nbad + 1)); continue
    fi
    # shellcheck disable=SC2086
    if ptxas -arch="$parch" $pflags "$OUT/$name" -o /dev/null >"$WORK/log" 2>&1; then
      # Record the command without the machine-specific debug-prefix-map.
      shown="${cmd/ -fdebug-prefix-map=$SRC=./}"
      printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$parch" "$pflags" "$shown -o $name" "llvm/src/$src" >> "$WORK/rows"
      echo "ok   $name ($(wc -c < "$OUT/$name") bytes)"; nok=$((nok + 1))
    else
      echo "PTXAS REJECT $name (dropped)" >&2; head -20 "$WORK/log" >&2
      rm -f "$OUT/$name"; nbad=$((nbad + 1))
    fi
  done
done <<< "$SPEC"

{ printf 'file\tptxas_arch\tptxas_flags\tnvcc_flags\tsource\n'; cat "$WORK/rows"; } > "$OUT/MANIFEST.tsv"
echo "$nok files written, $nbad failed; total $(cat "$OUT"/*.ptx | wc -c) bytes"
