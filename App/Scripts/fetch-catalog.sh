#!/usr/bin/env bash
# Fetches the web directory (https://github.com/vdoshi96/OTf-exercises) at the pinned commit and imports its
# catalog into App/OTFExercises/Catalog, which the app's Bundle Catalog build phase copies into the app.
# The folder is git-ignored: nothing of the catalog is committed.
#
#   App/Scripts/fetch-catalog.sh
#
# Overridable, for testing with a local repository: OTF_WEB_REPOSITORY (clone URL or path), OTF_WEB_COMMIT
# (the commit; a unique prefix is enough), OTF_WEB_EXERCISES_SHA256 (of its src/data/exercises.json),
# OTF_CATALOG_INTO (where to import).
set -euo pipefail

# f77e18e (2026-05-09) is the commit the project's data snapshot was taken at: 1,220 exercises, 1,953 videos.
repository="${OTF_WEB_REPOSITORY:-https://github.com/vdoshi96/OTf-exercises.git}"
commit="${OTF_WEB_COMMIT:-f77e18e}"
exercises_sha256="${OTF_WEB_EXERCISES_SHA256:-8a25b3c705a17b2f99f9d14f74b9708c528de84732ab0eefbd11b257e008f813}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
into="${OTF_CATALOG_INTO:-$root/App/OTFExercises/Catalog}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "fetch-catalog: cloning $repository"
# A short commit cannot be fetched on its own, so the history comes along (without file contents until the
# checkout needs them).
git clone --quiet --filter=blob:none --no-checkout "$repository" "$work/web" 2>&1 | grep -v "filtering not recognized" || true
[ -d "$work/web/.git" ] || { echo "fetch-catalog: could not clone $repository" >&2; exit 1; }
git -C "$work/web" -c advice.detachedHead=false checkout --quiet "$commit"
resolved="$(git -C "$work/web" rev-parse HEAD)"
case "$resolved" in
    "$commit"*) echo "fetch-catalog: at $resolved" ;;
    *) echo "fetch-catalog: $commit resolved to $resolved, which is not it" >&2; exit 1 ;;
esac

exercises="$work/web/src/data/exercises.json"
if command -v sha256sum >/dev/null 2>&1; then
    actual="$(sha256sum "$exercises" | cut -d' ' -f1)"
else
    actual="$(shasum -a 256 "$exercises" | cut -d' ' -f1)"
fi
[ "$actual" = "$exercises_sha256" ] || {
    echo "fetch-catalog: src/data/exercises.json has SHA-256 $actual, not the pinned $exercises_sha256" >&2
    exit 1
}

cd "$root"
swift run otf catalog import "$work/web" --into "$into"
