#!/usr/bin/env bash
# Re-vendors the console's libraries from the npm registry: `npm pack`s each
# package at the version given in VERSIONS, copies the minified file and the
# licence here and rewrites the sha256 column. Usage:
#   services/gateway/console/vendor/update.sh            # re-fetch the pinned versions
#   services/gateway/console/vendor/update.sh marked 18.3.0   # move one package
# Then update the file names in the console's imports if a version changed.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
out="$tmp/VERSIONS"
grep '^#' "$here/VERSIONS" >"$out"
grep -v '^#' "$here/VERSIONS" | while IFS=$'\t' read -r pkg version src file _sum; do
  if [ "${1:-}" = "$pkg" ] && [ -n "${2:-}" ]; then
    rm -f "$here/$file"
    file=${file/$version/$2}
    version=$2
  fi
  (cd "$tmp" && npm pack --silent "$pkg@$version" >/dev/null)
  mkdir -p "$tmp/$pkg"
  tar xzf "$tmp/$pkg-$version.tgz" -C "$tmp/$pkg"
  cp "$tmp/$pkg/package/$src" "$here/$file"
  for lic in "$tmp/$pkg"/package/LICENSE*; do
    suffix=${lic##*/LICENSE}
    case "$pkg" in marked) cp "$lic" "$here/LICENSE-marked.md" ;; *) cp "$lic" "$here/LICENSE-$pkg${suffix:+-${suffix#-}}" ;; esac
  done
  printf '%s\t%s\t%s\t%s\t%s\n' "$pkg" "$version" "$src" "$file" "$(sha256sum "$here/$file" | cut -d' ' -f1)" >>"$out"
done
cp "$out" "$here/VERSIONS"
echo "vendored:"; grep -v '^#' "$here/VERSIONS" | cut -f1,2,4
