#!/usr/bin/env python3
"""Compares the search output of two `otf` builds, query by query.

Runs `otf search QUERY --json` (every result, facet counts included) and `otf facets --json` with both
binaries on the same catalogs and reports every query whose output differs. The queries are every public
hand-judged query typed one letter at a time, plus a few hundred more drawn (with a fixed seed) from the
catalog's own words: single words, pairs, prefixes, typos, non-ASCII spellings and filter combinations.
The empty query gives the browse order. Each catalog is read three ways: the web checkout's JSON, a
catalog folder each binary imported itself (so its search snapshot is read), and the built-in sample.

With `--ignore-facet NAME` (repeatable), facet NAME's counts are left out of both outputs before they are
compared: how to check that adding a facet changed nothing else. The new binary's output must then hold
that facet (in every search's "facets" and in `otf facets --json`), else it counts as a difference.

Usage: Scripts/compare-search-output.py OLD_OTF NEW_OTF [--catalog WEB_CHECKOUT] [--queries FILE]
       [--ignore-facet NAME]…
Exit status 0 when every output is identical, 1 otherwise.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CATALOG = os.path.join(HERE, "..", "..", "shared", "otf-web")
DEFAULT_QUERIES = os.path.join(HERE, "..", "..", "shared", "eval", "queries.json")

EXTRA_QUERIES = [
    "", "a", "db", "kb", "trx", "rdl", "sl", "tread", "straps", "1/2 kneeling", "½ kneeling",
    "1⁄2 kneeling row", "café", "“plank”", "‘plank’", "push-up", "push up", "pushup", "pull-ups",
    "step ups", "lunges", "curls", "ÉCHAUFFEMENT", "ﬁt", "squat 🔥", "coach rudy", "coachingotf",
    "upper body", "lower body", "core", "tiktok", "instagram", "row throw", "arm warm", "zzzzzzzz",
    "zzzzzzzz impossible movement", "x", "   ", "--", "goblet squat", "gobl", "sqaut", "skeir swing",
]

FILTER_SETS = [
    [],
    ["--equipment", "dumbbell"],
    ["--category", "core"],
    ["--muscle", "glutes", "--equipment", "bosu"],
    ["--platform", "tiktok"],
    ["--category", "upper body", "--category", "core", "--platform", "instagram"],
]


def public_prefixes(path):
    """Every public query, typed one letter at a time."""
    with open(path) as file:
        cases = json.load(file)["cases"]
    prefixes = []
    for case in cases:
        query = case["q"]
        prefixes.extend(query[:end] for end in range(1, len(query) + 1))
    return prefixes


def typo(word, rng):
    """One random edit of `word`: a swap, a deletion, an insertion or a replacement."""
    if len(word) < 2:
        return word
    index = rng.randrange(len(word) - 1)
    letter = rng.choice("abcdefghijklmnopqrstuvwxyz")
    edits = [
        word[:index] + word[index + 1] + word[index] + word[index + 2:],
        word[:index] + word[index + 1:],
        word[:index] + letter + word[index:],
        word[:index] + letter + word[index + 1:],
    ]
    return rng.choice(edits)


def drawn_queries(catalog_json, count, seed=20261201):
    """`count` queries made of the catalog's own title words, some with typos or cut short."""
    with open(catalog_json) as file:
        exercises = json.load(file)
    titles = [exercise["exercise_name"] for exercise in exercises]
    rng = random.Random(seed)
    queries = []
    for _ in range(count):
        words = rng.choice(titles).split()
        start = rng.randrange(len(words))
        picked = words[start:start + rng.choice([1, 1, 2, 2, 3])]
        style = rng.randrange(5)
        if style == 1:
            picked = [typo(word, rng) for word in picked]
        elif style == 2:
            picked[-1] = picked[-1][: max(1, rng.randrange(len(picked[-1]) + 1))]
        elif style == 3:
            picked = [word.upper() for word in picked]
        queries.append(" ".join(picked))
    return queries


def run(binary, arguments, home):
    """Standard output and exit status of one `otf` run, with a clean environment."""
    environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "NO_COLOR": "1"}
    completed = subprocess.run(
        [binary] + arguments, capture_output=True, env=environment, timeout=120)
    return completed.returncode, completed.stdout


def without_facets(output, names, required):
    """`output` (status, stdout) with the facets `names` left out of its JSON; with `required`, a facet
    missing from a successful JSON output is kept as a difference (the stdout is marked)."""
    status, stdout = output
    if not names or status != 0:
        return output
    try:
        document = json.loads(stdout)
    except ValueError:
        return output  # not JSON: "--" made "--json" a query word
    facets = document["facets"] if "facets" in document else document
    for name in names:
        if name in facets:
            del facets[name]
        elif required:
            return status, b"missing facet " + name.encode() + b": " + stdout
    return status, json.dumps(document, sort_keys=True, ensure_ascii=False).encode()


def import_catalog(binary, source, into, home):
    """Imports the web checkout into `into` with `binary`, so its own snapshot is there."""
    status, _ = run(binary, ["catalog", "import", source, "--into", into], home)
    if status != 0:
        sys.exit(f"{binary}: catalog import failed with status {status}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--catalog", default=DEFAULT_CATALOG)
    parser.add_argument("--queries", default=DEFAULT_QUERIES)
    parser.add_argument("--drawn", type=int, default=300, help="queries drawn from the catalog's words")
    parser.add_argument(
        "--ignore-facet", action="append", default=[], metavar="NAME",
        help="leave facet NAME out of both outputs (the new one must have it)")
    options = parser.parse_args()

    catalog_json = os.path.join(options.catalog, "src", "data", "exercises.json")
    queries = public_prefixes(options.queries) + EXTRA_QUERIES + drawn_queries(catalog_json, options.drawn)

    with tempfile.TemporaryDirectory() as scratch:
        home = os.path.join(scratch, "home")
        os.mkdir(home)
        imported = {}
        for name, binary in (("old", options.old), ("new", options.new)):
            imported[name] = os.path.join(scratch, name)
            import_catalog(binary, options.catalog, imported[name], home)

        jobs = []
        for source in ("json", "snapshot", "sample"):
            for filters in FILTER_SETS:
                for query in queries if not filters else queries[:: 7]:
                    jobs.append((source, ["search"] + ([query] if query else []) + filters + ["--json"]))
            jobs.append((source, ["facets", "--json"]))

        def catalog_arguments(source, name):
            if source == "json":
                return ["--catalog", options.catalog]
            if source == "snapshot":
                return ["--catalog", imported[name]]
            return []

        def compare(job):
            source, arguments = job
            old = run(options.old, arguments + catalog_arguments(source, "old"), home)
            new = run(options.new, arguments + catalog_arguments(source, "new"), home)
            old = without_facets(old, options.ignore_facet, required=False)
            new = without_facets(new, options.ignore_facet, required=True)
            return job, old, new

        differences = 0
        with ThreadPoolExecutor(max_workers=4) as pool:
            for (source, arguments), old, new in pool.map(compare, jobs):
                if old != new:
                    differences += 1
                    if differences <= 10:
                        print(f"differs ({source}): otf {' '.join(arguments)}")
                        print(f"  old: status {old[0]}, {old[1][:300]!r}")
                        print(f"  new: status {new[0]}, {new[1][:300]!r}")
        print(f"compared {len(jobs)} outputs ({len(queries)} queries): {differences} differ")
        return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
