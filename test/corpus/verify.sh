#!/usr/bin/env bash
# Re-checks that every file listed in ptx/MANIFEST.tsv and handwritten/MANIFEST.tsv
# assembles: ptxas -arch=<ptxas_arch> <ptxas_flags> <file> -o /dev/null
# Also reports .ptx files that are missing from a manifest.
set -u -o pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
fail=0; n=0
for dir in ptx handwritten; do
  man="$HERE/$dir/MANIFEST.tsv"
  [ -f "$man" ] || { echo "missing $man" >&2; fail=1; continue; }
  # Fields are converted to a non-whitespace separator: with IFS=<tab>, bash would
  # collapse the empty ptxas_flags column.
  while IFS=$'\x1f' read -r file arch flags _nvcc _src; do
    [ "$file" = "file" ] && continue
    n=$((n + 1))
    # shellcheck disable=SC2086
    if ! out=$(ptxas -arch="$arch" $flags "$HERE/$dir/$file" -o /dev/null 2>&1); then
      echo "FAIL $dir/$file (ptxas -arch=$arch $flags)"; echo "$out" | head -5 | sed 's/^/    /'; fail=1
    fi
  done < <(awk -F'\t' -v OFS=$'\x1f' '{ $1 = $1; print }' "$man")
  for f in "$HERE/$dir"/*.ptx; do
    b="$(basename "$f")"
    grep -qxF "$b" <(cut -f1 "$man") || { echo "UNLISTED $dir/$b"; fail=1; }
  done
done
echo "checked $n files; $([ $fail = 0 ] && echo all ok || echo FAILURES)"
exit $fail
