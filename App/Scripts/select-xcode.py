#!/usr/bin/env python3
"""Prints the path of the newest installed Xcode 26.x, for the iPhone app's workflow to select.

    App/Scripts/select-xcode.py [APPLICATIONS_FOLDER]      (default /Applications)

Reads each Xcode*.app's own version (Contents/version.plist, else Contents/Info.plist:
CFBundleShortVersionString) instead of trusting its name, skips betas and release candidates (a name or
version saying so), and compares versions as numbers (26.10 is newer than 26.9). Several names of one
Xcode (a symbolic link such as Xcode.app) count once. Fails (exit 1, one line naming the folder and what
it found) when no Xcode 26 is installed.
"""

import os
import plistlib
import sys

MAJOR = 26


def version_of(app):
    """The app's CFBundleShortVersionString, or None when neither plist gives one."""
    for name in ("version.plist", "Info.plist"):
        try:
            with open(os.path.join(app, "Contents", name), "rb") as file:
                version = plistlib.load(file).get("CFBundleShortVersionString")
        except (OSError, plistlib.InvalidFileException, ValueError):
            continue
        if isinstance(version, str):
            return version
    return None


def numbers(version):
    """'26.0.1' as (26, 0, 1), or None when it is not dotted whole numbers."""
    parts = version.split(".")
    return tuple(int(part) for part in parts) if all(part.isdigit() for part in parts) else None


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "/Applications"
    found = {}
    try:
        names = sorted(os.listdir(folder))
    except OSError as error:
        sys.exit(f"select-xcode: cannot list {folder}: {error}")
    for name in names:
        lowered = name.lower()
        if not (name.startswith("Xcode") and name.endswith(".app")) or "beta" in lowered or "_rc" in lowered:
            continue
        app = os.path.join(folder, name)
        version = version_of(app)
        parsed = numbers(version) if version else None
        if parsed is None:
            continue
        found.setdefault(os.path.realpath(app), (parsed, version, app))
    candidates = [entry for entry in found.values() if entry[0][0] == MAJOR]
    if not candidates:
        seen = ", ".join(f"{os.path.basename(app)} {version}" for _, version, app in sorted(found.values()))
        sys.exit(f"select-xcode: no Xcode {MAJOR}.x in {folder} (found: {seen or 'no Xcode'})")
    _, version, app = max(candidates)
    print(app)


if __name__ == "__main__":
    main()
