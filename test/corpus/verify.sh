#!/usr/bin/env bash
# Re-checks that every file listed in every */MANIFEST.tsv assembles:
#   ptxas -arch=<ptxas_arch> <ptxas_flags> <file> -o /dev/null
# with the ptxas on PATH (CUDA 13.0) for PTX ISA 9.0 and older, and with CUDA 13.3's for 9.1 and
# later (PTXAS_13_3, else .cache/ptxas-13.3/ptxas as scripts/fetch-ptxas-13.3.sh leaves it; those
# files are skipped, and said so, without it). Also reports .ptx files missing from a manifest.
set -u -o pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PTXAS_13_3="${PTXAS_13_3:-$HERE/../../.cache/ptxas-13.3/ptxas}"
fail=0; n=0; skipped=0
for man in "$HERE"/*/MANIFEST.tsv; do
  dir="$(basename "$(dirname "$man")")"
  # Fields are converted to a non-whitespace separator: with IFS=<tab>, bash would
  # collapse the empty ptxas_flags column.
  while IFS=$'\x1f' read -r file arch flags _nvcc _src; do
    [ "$file" = "file" ] && continue
    ptxas=ptxas
    version="$(grep -m1 -oE '^[[:space:]]*\.version[[:space:]]+[0-9]+\.[0-9]+' "$HERE/$dir/$file" | grep -oE '[0-9]+\.[0-9]+$')"
    if [ -n "$version" ] && [ $(( ${version%.*} * 10 + ${version#*.} )) -gt 90 ]; then
      if [ ! -x "$PTXAS_13_3" ]; then skipped=$((skipped + 1)); continue; fi
      ptxas="$PTXAS_13_3"
    fi
    n=$((n + 1))
    # shellcheck disable=SC2086
    if ! out=$("$ptxas" -arch="$arch" $flags "$HERE/$dir/$file" -o /dev/null 2>&1); then
      echo "FAIL $dir/$file ($(basename "$(dirname "$ptxas")")/ptxas -arch=$arch $flags)"; echo "$out" | head -5 | sed 's/^/    /'; fail=1
    fi
  done < <(awk -F'\t' -v OFS=$'\x1f' '{ $1 = $1; print }' "$man")
  for f in "$HERE/$dir"/*.ptx; do
    [ -e "$f" ] || continue
    b="$(basename "$f")"
    grep -qxF "$b" <(cut -f1 "$man") || { echo "UNLISTED $dir/$b"; fail=1; }
  done
done
[ $skipped = 0 ] || echo "skipped $skipped files of PTX ISA 9.1 or later: no ptxas 13.3 at $PTXAS_13_3 (scripts/fetch-ptxas-13.3.sh fetches it)"
echo "checked $n files; $([ $fail = 0 ] && echo all ok || echo FAILURES)"
exit $fail
