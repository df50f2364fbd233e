#!/usr/bin/env bash
# Fetches the web directory (https://github.com/vdoshi96/OTf-exercises) with its history, resolves the
# reviewed commit's short hash there, imports that commit's catalog into App/OTFExercises/Catalog (which the
# app's Bundle Catalog build phase copies into the app) and checks it with check-catalog.py: the expected
# counts, a thumbnail file for every video, no record dropped. Any difference fails loudly. The folder is
# git-ignored: nothing of the catalog is committed.
#
#   App/Scripts/fetch-catalog.sh
#
# The reviewed catalog is web main at 4567fd5 (2026-09-23), 778 exercises and 1,405 videos, each with its
# thumbnail. Only that short hash is published, so the script resolves it in the fetched history, refuses
# one that names no commit or more than one, prints the full hash it resolved, and the counts and
# thumbnails (778 / 1,405 / 0 missing) are the real pin. Overridable, for another commit or a local
# repository: OTF_WEB_REPOSITORY (clone URL or path), OTF_WEB_COMMIT (a commit hash or a prefix of one, at
# least 4 hex digits), OTF_EXPECTED_EXERCISES, OTF_EXPECTED_VIDEOS, OTF_EXPECTED_MISSING_THUMBNAILS
# (default 0), OTF_CATALOG_INTO (where to import).
set -euo pipefail

repository="${OTF_WEB_REPOSITORY:-https://github.com/vdoshi96/OTf-exercises.git}"
wanted="${OTF_WEB_COMMIT:-4567fd5}"
scripts="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$scripts/../.." && pwd)"
into="${OTF_CATALOG_INTO:-$root/App/OTFExercises/Catalog}"

[[ "$wanted" =~ ^[0-9a-f]{4,40}$ ]] || {
    echo "fetch-catalog: OTF_WEB_COMMIT must be 4 to 40 lower-case hex digits of a commit hash, not \"$wanted\"" >&2
    exit 1
}

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "fetch-catalog: fetching the history of $repository"
# Every branch's commits, without their files (fetched for the one commit checked out).
git clone --quiet --no-checkout --filter=blob:none "$repository" "$work/web" || {
    echo "fetch-catalog: could not fetch $repository" >&2
    exit 1
}
# Every commit of the fetched history whose hash starts with the wanted digits: exactly one must.
matches="$(git -C "$work/web" rev-list --all | grep "^$wanted" | sort -u || true)"
count="$(printf '%s' "$matches" | grep -c . || true)"
if [ "$count" = 0 ]; then
    echo "fetch-catalog: no commit of $repository has a hash starting with $wanted" >&2
    exit 1
elif [ "$count" != 1 ]; then
    echo "fetch-catalog: $wanted is ambiguous in $repository: $count commits start with it:" >&2
    printf '  %s\n' $matches >&2
    exit 1
fi
commit="$matches"
echo "fetch-catalog: resolved $wanted to $commit"
git -C "$work/web" -c advice.detachedHead=false checkout --quiet "$commit"
resolved="$(git -C "$work/web" rev-parse HEAD)"
[ "$resolved" = "$commit" ] || { echo "fetch-catalog: checked out $resolved, not $commit" >&2; exit 1; }

cd "$root"
swift run otf catalog import "$work/web" --into "$into"
python3 "$scripts/check-catalog.py" "$work/web" "$into" || {
    echo "fetch-catalog: the catalog imported into $into is not the expected one (above)" >&2
    exit 1
}
swift run otf catalog verify "$into" >/dev/null || {
    echo "fetch-catalog: otf catalog verify $into found errors" >&2
    exit 1
}
echo "fetch-catalog: imported and checked the web directory at $commit"
