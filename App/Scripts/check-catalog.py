#!/usr/bin/env python3
"""Checks a catalog imported by fetch-catalog.sh against the web directory it came from.

    App/Scripts/check-catalog.py WEB_CHECKOUT CATALOG_FOLDER

Fails loudly (exit 1, one line per problem) unless:
- no record was dropped: the imported list and its manifest hold as many exercises as the web
  directory's src/data/exercises.json, with the same ids in the same order;
- the counts are the expected ones: OTF_EXPECTED_EXERCISES (default 778) exercises and
  OTF_EXPECTED_VIDEOS (default 1405) videos, those of the reviewed catalog at 4567fd5;
- every video has a thumbnail file in the catalog's thumbs folder, except exactly
  OTF_EXPECTED_MISSING_THUMBNAILS (default 0) of them.
"""

import json
import os
import sys


def expected(name, default):
    """The whole number in environment variable `name`, else `default`."""
    value = os.environ.get(name, str(default))
    if not value.isdigit():
        sys.exit(f"check-catalog: {name}={value!r} is not a whole number")
    return int(value)


def load(path):
    """The JSON document at `path`, or a loud exit naming the file."""
    try:
        with open(path, encoding="utf-8") as file:
            return json.load(file)
    except (OSError, ValueError) as error:
        sys.exit(f"check-catalog: cannot read {path}: {error}")


def videos_without_thumbnail(exercises, thumbs):
    """'exercise id: video id' for each video whose thumbnail names no file in the folder `thumbs`."""
    missing = []
    for exercise in exercises:
        for video in exercise.get("videos", []):
            name = os.path.basename(video.get("thumbnail") or "")
            if not name or not os.path.isfile(os.path.join(thumbs, name)):
                missing.append(f"{exercise.get('id')}: {video.get('id')}")
    return missing


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[2].strip())
    web, catalog = sys.argv[1:]
    source = load(os.path.join(web, "src/data/exercises.json"))
    imported = load(os.path.join(catalog, "exercises.json"))
    manifest = load(os.path.join(catalog, "manifest.json")).get("counts", {})
    problems = []

    source_ids = [record.get("id") for record in source]
    imported_ids = [record.get("id") for record in imported]
    if imported_ids != source_ids or manifest.get("exercises") != len(source):
        dropped = [id for id in source_ids if id not in set(imported_ids)]
        problems.append(
            f"records dropped: the web directory has {len(source)}, the import {len(imported)} "
            f"(manifest: {manifest.get('exercises')}); missing: {', '.join(map(str, dropped[:5])) or 'none'}")

    videos = sum(len(record.get("videos", [])) for record in imported)
    for what, found, name, default in [
        ("exercises", len(imported), "OTF_EXPECTED_EXERCISES", 778),
        ("videos", videos, "OTF_EXPECTED_VIDEOS", 1405),
    ]:
        wanted = expected(name, default)
        if found != wanted:
            problems.append(f"{found} {what}, expected {wanted} ({name})")

    missing = videos_without_thumbnail(imported, os.path.join(catalog, "thumbs"))
    allowed = expected("OTF_EXPECTED_MISSING_THUMBNAILS", 0)
    if len(missing) != allowed:
        problems.append(
            f"{len(missing)} videos without a thumbnail file, expected {allowed} "
            f"(OTF_EXPECTED_MISSING_THUMBNAILS); first: {'; '.join(missing[:3]) or 'none'}")

    for problem in problems:
        print(f"check-catalog: {catalog}: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"check-catalog: {len(imported)} exercises, {videos} videos, "
          f"{videos - len(missing)} thumbnails, no record dropped")


main()
