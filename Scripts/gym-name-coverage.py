#!/usr/bin/env python3
"""Groups the catalog's exercises into move families and reports how far the gym names reach.

Usage: Scripts/gym-name-coverage.py [--catalog DIR] [--otf BIN] [--list FAMILY]

For each family (by the words of each title, first rule that matches; machines by equipment tag) it
prints the exercises in it, the everyday and gym names (aliases, each spelling once) whose entries reach
into it, new ones (Synonyms/GymNames/) apart, and the exercises those entries name in `reaches`. With
--otf (a built `otf`), it also searches every alias and counts the exercises of each family that come
back in the first ten results with every word matched. --list FAMILY prints that family's titles and which of them
an entry reaches, to review a family by hand. The catalog is read, never copied.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import unicodedata
from collections import Counter, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SYNONYMS = os.path.join(ROOT, "Sources", "ExerciseSearch", "Synonyms")

MACHINE_TAGS = {"rower", "treadmill", "bike", "strider"}

# (family, pattern on the lowercased title): the first match wins, so combinations go to the family
# listed first and words that belong to two families ("bridge row") are settled by order.
RULES = [
    ("power", r"\bclean|\bsnatch|thruster|high.pull|upright row with power"),
    ("carries", r"march in place|\bcarry"),
    ("rows and pulls", r"bridge row|pull.?up|pulldown|face pull"),
    ("jumps and burpees", r"burpee|jump|\bhops?\b|hop over|\bbound|skater|\bskip|jack\b|jacks\b|fast feet"
     r"|heisman|butt kick|double under|shuffle|frogger|plank pop|\bpop\b"),
    ("planks", r"plank|walk.?out|alligator|\bpike\b|bear step"),
    ("lunges and step-ups", r"lunge|split squat|step.?up|step.?down|step over|lateral shift|cross.?back"),
    ("squats", r"squat|sit .*to stand|sit to stand|sumo stance|tall kneeling to"),
    ("core", r"crunch|sit.?up|v.?up|hollow|dead.?bug|bird dog|flutter|leg raise|leg lift|rollout|roll out"
     r"|pallof|chop|\blift\b|torso rotation|twist|superhero|knee tuck|bicycle|toe tap|toe reach|halo"
     r"|windmill|ab dolly|squeezer|tricycle|resisted rotation|rotation|knee drive|bear hug|\bward\b"),
    ("hinges and bridges", r"deadlift|\brdl|hinge|good morning|bridge|hip thrust|swing|back extension"
     r"|hyperextension|airplane|clam|monster walk|hip raise|hip drop"),
    ("rows and pulls", r"\brows?\b|pullover|reverse fly|shrug|\bpull\b"),
    ("arms", r"curl|tricep|kickback|extension"),
    ("presses and raises", r"press|push.?up|pushup|\bfly|flys|raise|scaption|uppercut|\by\b|thumbs up"),
    ("mobility", r"stretch|mobility|cobra|downdog|breaststroke|wall slide|t.spine|thread the needle"
     r"|tall kneeling|4 point|\bcrab\b|kneeling"),
    ("machines", r"\brun|\bmile\b|inclines|\bincline\b(?!.*(chest|bench|bicep))|\bjog|stroke|s/m|all.?outs?"
     r"|power.?walk|\bcatch\b|recovery|cadence|foot strike|inferno|everest"),
]
FAMILIES = ["squats", "lunges and step-ups", "hinges and bridges", "presses and raises", "rows and pulls",
            "arms", "planks", "core", "carries", "jumps and burpees", "power", "mobility", "machines",
            "tips and talks"]


def printable(text):
    """`text` without control characters: catalog text comes from social media."""
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cc")


def family_of(exercise):
    """The move family of one exercise: machines by tag, else the first rule its title matches."""
    if MACHINE_TAGS & {tag.lower() for tag in exercise["equipment"]}:
        return "machines"
    title = exercise["exercise_name"].lower()
    for family, pattern in RULES:
        if re.search(pattern, title):
            return family
    return "tips and talks"


STRING = r'"((?:[^"\\]|\\.)*)"'


def entries_in(path):
    """The synonym entries written in one Swift file: their terms, aliases and reaches."""
    text = open(path, encoding="utf-8").read()
    entries = []
    for chunk in text.split("SynonymEntry(")[1:]:
        def strings(label):
            match = re.search(label + r":\s*\[(.*?)\]", chunk, re.S)
            return re.findall(STRING, match.group(1)) if match else []
        entries.append({"terms": strings("terms"), "aliases": strings("aliases"), "reaches": strings("reaches"),
                        "file": os.path.relpath(path, ROOT)})
    return entries


def all_entries():
    """Every entry of the synonym table's sources, gym names marked new."""
    entries = []
    for folder, _, names in os.walk(SYNONYMS):
        for name in sorted(names):
            if name.endswith(".swift"):
                for entry in entries_in(os.path.join(folder, name)):
                    entry["new"] = "GymNames" in folder
                    entries.append(entry)
    return entries


def found_by(otf, catalog_dir, alias):
    """The ids the built otf lists in its first ten results for `alias`, every word matched."""
    output = subprocess.run([otf, "search", "--catalog", catalog_dir, "--json", "--limit", "10", alias],
                            capture_output=True, text=True, check=True).stdout
    return {result["id"] for result in json.loads(output)["results"] if not result["missing"]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--catalog", default=os.environ.get("OTF_TEST_CATALOG", ""),
                        help="the web directory (default $OTF_TEST_CATALOG)")
    parser.add_argument("--otf", help="a built otf, to count what each alias finds")
    parser.add_argument("--list", metavar="FAMILY", help="print one family's titles")
    options = parser.parse_args()
    path = os.path.join(options.catalog, "src", "data", "exercises.json")
    if not options.catalog or not os.path.isfile(path):
        sys.exit(f"gym-name-coverage: no catalog at {path!r}: pass --catalog or set OTF_TEST_CATALOG")
    exercises = json.load(open(path, encoding="utf-8"))
    family = {exercise["id"]: family_of(exercise) for exercise in exercises}
    entries = [entry for entry in all_entries() if entry["aliases"]]

    unknown = sorted({name for entry in entries for name in entry["reaches"] if name not in family})
    if unknown:
        sys.exit("gym-name-coverage: reaches names ids the catalog lacks: " + ", ".join(unknown))

    aliases = defaultdict(set)  # family -> the alias spellings of its entries
    new_aliases = defaultdict(set)
    reached = defaultdict(set)
    for entry in entries:
        home = family[entry["reaches"][0]] if entry["reaches"] else "tips and talks"
        aliases[home].update(entry["aliases"])
        if entry["new"]:
            new_aliases[home].update(entry["aliases"])
        for exercise_id in entry["reaches"]:
            reached[family[exercise_id]].add(exercise_id)

    found = defaultdict(set)
    if options.otf:
        for alias in sorted({alias for entry in entries for alias in entry["aliases"]}):
            for exercise_id in found_by(options.otf, options.catalog, alias):
                found[family[exercise_id]].add(exercise_id)

    if options.list:
        for exercise in sorted(exercises, key=lambda e: e["exercise_name"].lower()):
            if family[exercise["id"]] == options.list:
                mark = "reached" if exercise["id"] in reached[options.list] else ""
                print(f"{mark:8} {printable(exercise['id'])} | {printable(exercise['exercise_name'])}")
        return

    counts = Counter(family.values())
    header = f"{'family':22} {'exercises':>9} {'aliases':>8} {'new':>5} {'reached':>8}"
    print(header + (f" {'found':>6}" if options.otf else ""))
    for name in FAMILIES:
        row = f"{name:22} {counts[name]:9} {len(aliases[name]):8} {len(new_aliases[name]):5} {len(reached[name]):8}"
        print(row + (f" {len(found[name]):6}" if options.otf else ""))
    total = (f"{'total':22} {len(exercises):9} {sum(len(a) for a in aliases.values()):8} "
             f"{sum(len(a) for a in new_aliases.values()):5} {sum(len(r) for r in reached.values()):8}")
    print(total + (f" {sum(len(f) for f in found.values()):6}" if options.otf else ""))


if __name__ == "__main__":
    main()
