#!/usr/bin/env bash
# Regenerates test/corpus/ptx/*.ptx from test/corpus/cuda/*.cu with `nvcc -ptx`,
# verifies every file with ptxas, drops any file ptxas rejects, and writes
# test/corpus/ptx/MANIFEST.tsv.
#
# Output names: <source>.<target>.<variant>.ptx, e.g. atomics.sm_90a.rdc.ptx
#   <target>  = the .target of the PTX (compute_XY[a|f] -> sm_XY[a|f]); this is also
#               the -arch passed to ptxas for verification.
#   <variant> = nvcc flag set (see VARIANT_FLAGS below).
#
# MANIFEST.tsv columns (tab separated, first line is a header):
#   file  ptxas_arch  ptxas_flags  nvcc_flags  source
# `ptxas -arch=<ptxas_arch> <ptxas_flags> <file> -o /dev/null` assembles the file.
# Relocatable (-rdc=true) files need ptxas -c (--compile-only), since they contain
# unresolved .extern references.
#
# Note: CUDA 13.0 nvcc/ptxas support only compute_75 and newer; sm_52..sm_70
# targets cannot be produced by this toolkit (handwritten/ covers older .target
# values, which ptxas still accepts when assembling for a newer -arch).
#
# Usage: test/corpus/build.sh            (JOBS=N to change parallelism, default 2)
set -u -o pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
SRC="$HERE/cuda"
OUT="$HERE/ptx"
JOBS="${JOBS:-2}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/corpus-build.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

command -v nvcc >/dev/null || { echo "nvcc not found" >&2; exit 1; }
command -v ptxas >/dev/null || { echo "ptxas not found" >&2; exit 1; }

declare -A VARIANT_FLAGS=(
  [default]=""
  [G]="-G"
  [lineinfo]="-lineinfo"
  [rdc]="-rdc=true"
  [rdcG]="-rdc=true -G"
  [rdclineinfo]="-rdc=true -lineinfo"
  [rdcO0]="-rdc=true -Xcicc -O0"
  [fastmath]="--use_fast_math"
  [O0]="-Xcicc -O0"
  [O1]="-Xcicc -O1"
  [O3]="-O3 -Xcicc -O3 --extra-device-vectorization"
  [nofma]="--fmad=false -prec-div=true -prec-sqrt=true -ftz=false"
  [ftz]="-ftz=true -prec-div=false -prec-sqrt=false"
  [Gdopt]="-G -dopt=on"
  [cxx20]="-std=c++20 -restrict"
)

# source : variant : space separated compute capabilities (XY, XYa, XYf)
SPEC='
arith_templates:default:75 80 89 100 120
arith_templates:fastmath:80 90
arith_templates:O0:86
arith_templates:G:75
arith_templates:lineinfo:90
arith_templates:nofma:80
arith_templates:ftz:87
arith_templates:O3:103
memory_ops:default:75 80 90 100a
memory_ops:G:80
memory_ops:lineinfo:75
memory_ops:O0:89
memory_ops:rdc:86
memory_ops:cxx20:120
control_flow:default:75 86 90 120
control_flow:G:89
control_flow:lineinfo:80
control_flow:O0:75
control_flow:O1:80
control_flow:rdc:80
control_flow:rdcG:90
control_flow:Gdopt:100
shared_mem:default:75 80 90 110
shared_mem:G:86
shared_mem:lineinfo:89
shared_mem:O0:120
cub_algos:default:90
cub_algos:rdc:80
thrust_algos:default:80
textures_surfaces:default:75 80 90 110 120
textures_surfaces:G:80
textures_surfaces:lineinfo:86
textures_surfaces:O0:89
atomics:default:75 80 90 100 120
atomics:G:90
atomics:lineinfo:80
atomics:rdc:89
warp_intrinsics:default:80 86 90 103 120a
warp_intrinsics:G:80
warp_intrinsics:O0:89
warp_intrinsics:lineinfo:90
coop_groups:default:75 80 90 120
coop_groups:G:80
coop_groups:rdc:80
coop_groups:lineinfo:86
coop_groups:O0:90
half_precision:default:75 80 89 90 100a 120
half_precision:fastmath:89
half_precision:G:80
half_precision:O0:90
inline_asm:default:75 80 90 121
inline_asm:G:80
inline_asm:lineinfo:75
inline_asm:O0:89
inline_asm:rdc:86
globals_printf:default:75 80 90 100 120
globals_printf:G:75
globals_printf:rdc:80 90
globals_printf:lineinfo:89
globals_printf:O0:86
launch_bounds:default:75 80 88 90 100f 120
launch_bounds:G:86
launch_bounds:rdc:89
clusters_sm90:default:90 90a 100 120
clusters_sm90:G:90
clusters_sm90:lineinfo:100a
clusters_sm90:rdc:90
wmma_mma:default:75 80 86 89 90 100 120
wmma_mma:G:80
wmma_mma:O0:90
async_copy:default:80 86 90 100 120
async_copy:G:80
async_copy:lineinfo:90
tma_sm90:default:90 90a 100 100a 120
tma_sm90:G:90
tma_sm90:lineinfo:90a
tma_sm90:rdc:100
tcgen05_sm100a:default:100a
tcgen05_sm100a:G:100a
misc_intrinsics:default:75 80 90 100 120f
misc_intrinsics:G:80
misc_intrinsics:lineinfo:86
misc_intrinsics:O0:89
misc_intrinsics:fastmath:90
int128_types:default:75 80 90 121
int128_types:G:80
int128_types:O0:86
rdc_linkage:rdc:75 80 90 120
rdc_linkage:rdcG:86
rdc_linkage:rdclineinfo:89
rdc_linkage:rdcO0:100
rdc_defs:rdc:80
rdc_defs:rdcG:90
dynamic_parallelism:rdc:75 80 90 100 120
dynamic_parallelism:rdcG:86
narrow_floats:default:100a
scoped_atomics:default:90
'

mkdir -p "$OUT"
rm -f "$OUT"/*.ptx "$OUT"/MANIFEST.tsv

# Build job list: out_name \t source \t cc \t variant
JOBLIST="$WORK/jobs.tsv"
: > "$JOBLIST"
while IFS=: read -r src variant ccs; do
  [ -z "$src" ] && continue
  [ -f "$SRC/$src.cu" ] || { echo "missing source $src.cu" >&2; continue; }
  [ -n "${VARIANT_FLAGS[$variant]+x}" ] || { echo "unknown variant $variant" >&2; continue; }
  for cc in $ccs; do
    printf '%s\t%s\t%s\t%s\n' "$src.sm_$cc.$variant.ptx" "$src" "$cc" "$variant" >> "$JOBLIST"
  done
done <<< "$SPEC"

build_one() {
  local name="$1" src="$2" cc="$3" variant="$4" flags="$5"
  local out="$OUT/$name" log="$WORK/$name.log"
  # shellcheck disable=SC2086
  if ! nvcc -ptx -arch="compute_$cc" $flags "$SRC/$src.cu" -o "$out" >"$log" 2>&1; then
    echo "NVCC FAIL $name" >&2; sed 's/^/    /' "$log" | head -20 >&2
    rm -f "$out"; return 0
  fi
  # nvcc writes absolute source paths into .file (-G, -lineinfo): keep them relative to the repo.
  sed -i "s|\"$REPO/|\"|g" "$out"
  # Verify: relocatable code needs --compile-only (-c).
  local pflags=""
  case "$flags" in *-rdc=true*) pflags="-c" ;; esac
  # shellcheck disable=SC2086
  if ptxas -arch="sm_$cc" $pflags "$out" -o /dev/null >"$log.ptxas" 2>&1; then
    printf '%s\t%s\t%s\t%s\t%s\n' "$name" "sm_$cc" "$pflags" "-ptx -arch=compute_$cc${flags:+ $flags}" "cuda/$src.cu" > "$WORK/$name.row"
    echo "ok   $name ($(wc -c < "$out") bytes)"
  else
    echo "PTXAS REJECT $name (dropped)" >&2; sed 's/^/    /' "$log.ptxas" | head -20 >&2
    rm -f "$out"
  fi
}
export -f build_one
export SRC OUT WORK

while IFS=$'\t' read -r name src cc variant; do
  printf '%s\0%s\0%s\0%s\0%s\0' "$name" "$src" "$cc" "$variant" "${VARIANT_FLAGS[$variant]}"
done < "$JOBLIST" | xargs -0 -n5 -P "$JOBS" bash -c 'build_one "$@"' _

{
  printf 'file\tptxas_arch\tptxas_flags\tnvcc_flags\tsource\n'
  cut -f1 "$JOBLIST" | while read -r name; do
    [ -f "$WORK/$name.row" ] && cat "$WORK/$name.row"
  done
} > "$OUT/MANIFEST.tsv"

n=$(($(wc -l < "$OUT/MANIFEST.tsv") - 1))
total=$(wc -l < "$JOBLIST")
echo "built $n / $total PTX files; size: $(du -sh "$OUT" | cut -f1)"
