"""Copies an app folder's Swift files, giving each iOS 18-or-later availability check the harness's domain.

`#available(iOS 18, *)` becomes `#available(iOS 18, *), #available(iOS18)` and `@available(iOS 18.0, *)`
gains `@available(iOS18)`, on the same line, so the compiler's diagnostics keep their line numbers. The
stand-ins mark iOS 18 APIs with the same domain (see README.md); iOS 17 is the deployment target.
"""

import pathlib
import re
import sys

FIRST_DOMAIN_VERSION = 18
QUERY = re.compile(r"#available\(iOS (\d+)(?:\.\d+)*, \*\)")
ATTRIBUTE = re.compile(r"@available\(iOS (\d+)(?:\.\d+)*, \*\)")


def with_domain(pattern, line, addition):
    """`line` with `addition` after each match of `pattern` whose iOS version has the domain."""

    def replace(match):
        if int(match.group(1)) < FIRST_DOMAIN_VERSION:
            return match.group(0)
        return match.group(0) + addition

    return pattern.sub(replace, line)


def main():
    source, target = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    for path in sorted(source.rglob("*.swift")):
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        lines = [with_domain(QUERY, line, ", #available(iOS18)") for line in lines]
        lines = [with_domain(ATTRIBUTE, line, " @available(iOS18)") for line in lines]
        copy = target / path.relative_to(source)
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text("".join(lines), encoding="utf-8")


main()
