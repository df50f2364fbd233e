#!/usr/bin/env bash
# Fetches the web directory (https://github.com/vdoshi96/OTf-exercises) at the pinned commit, imports its
# catalog into App/OTFExercises/Catalog (which the app's Bundle Catalog build phase copies into the app)
# and checks it with check-catalog.py: the expected counts, a thumbnail file for every video, no record
# dropped. Any difference fails loudly. The folder is git-ignored: nothing of the catalog is committed.
#
#   App/Scripts/fetch-catalog.sh
#
# The pin is the reviewed catalog: web main at 4567fd5528bf4e9d7ea83044c549648659927fad (2026-09-23),
# 778 exercises and 1,405 videos, each with its thumbnail. Overridable, for another commit or a local
# repository: OTF_WEB_REPOSITORY (clone URL or path), OTF_WEB_COMMIT (a full 40-character commit hash),
# OTF_EXPECTED_EXERCISES, OTF_EXPECTED_VIDEOS, OTF_EXPECTED_MISSING_THUMBNAILS (default 0),
# OTF_CATALOG_INTO (where to import).
set -euo pipefail

repository="${OTF_WEB_REPOSITORY:-https://github.com/vdoshi96/OTf-exercises.git}"
commit="${OTF_WEB_COMMIT:-4567fd5528bf4e9d7ea83044c549648659927fad}"
scripts="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$scripts/../.." && pwd)"
into="${OTF_CATALOG_INTO:-$root/App/OTFExercises/Catalog}"

# A full hash pins the files themselves; a short one could come to name another commit.
[[ "$commit" =~ ^[0-9a-f]{40}$ ]] || {
    echo "fetch-catalog: OTF_WEB_COMMIT must be a full 40-character commit hash, not \"$commit\"" >&2
    exit 1
}

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "fetch-catalog: fetching $commit from $repository"
git init --quiet "$work/web"
git -C "$work/web" fetch --quiet --depth 1 "$repository" "$commit" || {
    echo "fetch-catalog: could not fetch $commit from $repository" >&2
    exit 1
}
git -C "$work/web" -c advice.detachedHead=false checkout --quiet FETCH_HEAD
resolved="$(git -C "$work/web" rev-parse HEAD)"
[ "$resolved" = "$commit" ] || { echo "fetch-catalog: fetched $resolved, not $commit" >&2; exit 1; }

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
