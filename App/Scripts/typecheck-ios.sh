#!/usr/bin/env bash
# Type-checks the iPhone app and the libraries it links against a real iPhoneOS SDK (no Xcode needed):
#   1. the bodies of ExerciseCatalog, ExerciseSearch, ExerciseDirectory and the UI tests' AppTestSupport,
#      failing on any error but the few the 17.4 SDK's older standard library causes (ALLOW-LIST below);
#   2. emits them as iOS modules and type-checks every file of App/OTFExercises in Swift 6 mode,
#      warnings as errors;
#   3. the command-line modules against the SDK's availability, a stand-in for macOS 14 (same year's
#      releases): an API newer than the declared platforms fails.
#
#   App/Scripts/typecheck-ios.sh                  # check the working tree
#   App/Scripts/typecheck-ios.sh --plant-errors   # show that each planted error makes the check fail
#   App/Scripts/typecheck-ios.sh --if-available   # as CI runs it: one line and success when there is no SDK
#
# The SDK: on macOS `xcrun --sdk iphoneos --show-sdk-path`; elsewhere IOS_SDK and IOS_RESOURCE_DIR, by
# default /work/ios-sdk/sdk and /work/ios-sdk/res when both exist (laid out by the setup tool:
# Documentation/iPhoneApp.md). The SDK's module cache is kept outside the repository, in IOS_MODULE_CACHE,
# else beside the SDK (when that folder is writable), else in $TMPDIR: the first run builds it (minutes),
# later runs take seconds. Nothing of the SDK is committed.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
plant=no
if_available=no
for argument in "$@"; do
    case "$argument" in
        --plant-errors) plant=yes ;;
        --if-available) if_available=yes ;;
        --root=*) root="${argument#--root=}" ;;
        *) echo "typecheck-ios: unknown option $argument" >&2; exit 2 ;;
    esac
done

# --- the SDK -----------------------------------------------------------------------------------------------
resource_flags=()
if [ "$(uname)" = Darwin ] && [ -z "${IOS_SDK:-}" ] && command -v xcrun >/dev/null 2>&1; then
    sdk="$(xcrun --sdk iphoneos --show-sdk-path)"
else
    sdk="${IOS_SDK:-/work/ios-sdk/sdk}"
    resource_dir="${IOS_RESOURCE_DIR:-$(dirname "$sdk")/res}"
    if [ ! -f "$sdk/SDKSettings.json" ] || [ ! -d "$resource_dir/shims" ]; then
        reason="no iPhoneOS SDK laid out at $sdk with its resource dir $resource_dir (set IOS_SDK and IOS_RESOURCE_DIR; see Documentation/iPhoneApp.md)"
        if [ "$if_available" = yes ]; then
            echo "typecheck-ios: skipped: $reason"
            exit 0
        fi
        echo "typecheck-ios: $reason" >&2
        exit 1
    fi
    resource_flags=(-resource-dir "$resource_dir")
fi
if [ -n "${IOS_MODULE_CACHE:-}" ]; then
    cache="$IOS_MODULE_CACHE"
elif [ -w "$(dirname "$sdk")" ]; then
    cache="$(dirname "$sdk")/module-cache"
else
    cache="${TMPDIR:-/tmp}/otf-ios-module-cache"
fi

# --- planted errors: each must make the check fail with the compiler's own words ----------------------------
if [ "$plant" = yes ]; then
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
    failures=0
    # Copies what the check reads to $scratch/copy and replaces the first `old` in `file` with `new`.
    plant() {
        rm -rf "$scratch/copy"
        mkdir -p "$scratch/copy/App"
        cp -R "$root/Sources" "$root/Testing" "$scratch/copy/"
        cp -R "$root/App/OTFExercises" "$scratch/copy/App/"
        python3 - "$scratch/copy/$1" "$2" "$3" <<'PY'
import sys
path, old, new = sys.argv[1:]
text = open(path, encoding="utf-8").read()
if old not in text:
    sys.exit(f"typecheck-ios: {old!r} is no longer in {path}")
open(path, "w", encoding="utf-8").write(text.replace(old, new, 1))
PY
    }
    # Runs the check on the copy; it must fail with a line matching `wanted` (an extended regular expression).
    expect() {
        local name="$1" wanted="$2" status=0
        IOS_MODULE_CACHE="$cache" "$0" "--root=$scratch/copy" >"$scratch/log" 2>&1 || status=$?
        if [ "$status" -ne 0 ] && grep -qE "$wanted" "$scratch/log"; then
            echo "ok: $name fails: $(grep -m1 -E "$wanted" "$scratch/log" | sed "s#$scratch/copy/##")"
        else
            echo "FAIL: $name did not fail with \"$wanted\":" >&2
            cat "$scratch/log" >&2
            failures=$((failures + 1))
        fi
    }
    plant App/OTFExercises/Directory/DirectoryView.swift ".navigationTitle(" ".navigationTitel("
    expect "a misspelt modifier in the app" "has no member 'navigationTitel'"
    plant App/OTFExercises/Directory/DirectoryView.swift ".scrollDismissesKeyboard(.immediately)" \
        ".scrollDismissesKeyboard(.immediately).onScrollVisibilityChange { _ in }"
    # The 17.4 SDK has no iOS 18 API at all ("no member"); an iOS 18 or later SDK says "only available".
    expect "an iOS 18-only API unguarded in the app" \
        "'onScrollVisibilityChange.*' is only available in iOS 18.0 or newer|has no member 'onScrollVisibilityChange'"
    plant App/OTFExercises/Directory/DirectoryView.swift ".scrollDismissesKeyboard(.immediately)" \
        ".scrollDismissesKeyboard(.immediately).searchPresentationToolbarBehavior(.automatic)"
    expect "an API newer than iOS 17.0 (17.1) unguarded in the app" "is only available in iOS 17.1 or newer"
    plant Sources/ExerciseCatalog/Locating/CatalogLocation+Bundle.swift \
        "        guard let resourcesDirectory else {" \
        "        _ = FileManager.default.homeDirectoryForCurrentUser
        guard let resourcesDirectory else {"
    expect "an iOS-unavailable Foundation API in a library body" "'homeDirectoryForCurrentUser' is unavailable in iOS"
    plant Sources/OTFCommandLine/Commands/WorkoutCommand.swift "UTF8Check.text(bytes)" \
        "String(validating: bytes, as: UTF8.self)"
    # String(validating:as:) is macOS 15 / iOS 18: an iOS 18 SDK says "only available", the 17.4 one lacks it.
    expect "a macOS 15 API in the command line" \
        "WorkoutCommand.swift:.*error: .*(only available in iOS 18|validating|no exact matches)"
    [ "$failures" -eq 0 ] || { echo "typecheck-ios: $failures planted error(s) were not caught" >&2; exit 1; }
    echo "typecheck-ios: every planted error made the check fail"
    exit 0
fi

# --- the check ---------------------------------------------------------------------------------------------
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/modules"
cat >"$work/modules/module.modulemap" <<EOF
module PlatformShims {
    header "$root/Sources/PlatformShims/include/PlatformShims.h"
    export *
}
EOF
swiftc_ios=(
    swiftc -target arm64-apple-ios17.0 -sdk "$sdk" "${resource_flags[@]}" -module-cache-path "$cache"
    -swift-version 6 -package-name otfexercises -parse-as-library -diagnostic-style llvm -I "$work/modules"
)

# ALLOW-LIST: errors that come only from the 17.4 SDK's standard library, which predates Swift 6 APIs
# that Xcode 26 back-deploys to iOS 17. Each entry is an error message pattern and a pattern the source
# line it points at must match (with "func:", the declaration line of the function it is in); every other
# error fails the check.
allow_list='
# typed throws through withUnsafeBufferPointer/withUnsafeMutableBytes, Result.get() and map (SE-0413): the 17.4
# versions rethrow `any Error`
thrown expression type .any Error. cannot be converted to error type	withUnsafe|\.get\(\)|\.map \{
# typed throws through Result.init(catching:) (SE-0413)
cannot convert value of type .Result<.*, any Error>.	Result \{|Result\(catching
# Sequence.count(where:) (SE-0220, Swift 6.0), also written with a trailing closure
cannot call value of non-function type .Int.|extra argument .where. in call	\.count(\(where:| \{)
# the BitwiseCopyable marker protocol (SE-0426, Swift 6.0): a generic parameter constrained by it loses
# the members its other constraints give it
cannot find type .BitwiseCopyable. in scope|has no member	func:BitwiseCopyable
# String(validatingCString:), the Swift 6.0 name of String(validatingUTF8:) (SE-0405)
no exact matches in call to initializer|validatingCString	String\(validatingCString:
'

# Fails unless every error in the log `$1` (from step `$2`) is on the allow-list; allowed ones are counted.
only_allowed_errors() {
    python3 - "$1" "$2" "$allow_list" <<'PY'
import re, sys
log, step, allow_text = sys.argv[1:]
allow = [tuple(re.compile(part) for part in line.split("\t"))
         for line in allow_text.splitlines() if line and not line.startswith("#")]
allowed, others = [], []
for line in open(log, encoding="utf-8", errors="replace"):
    found = re.match(r"(.+?):(\d+):\d+: error: (.*)", line.rstrip("\n"))
    if not found:
        continue
    path, number, message = found.group(1), int(found.group(2)), found.group(3)
    try:
        lines = open(path, encoding="utf-8").read().splitlines()[:number]
    except OSError:
        lines = []
    source = lines[-1] if lines else ""
    function = next((text for text in reversed(lines) if re.search(r"\bfunc\b", text)), "")

    def matches(pattern):
        if pattern.pattern.startswith("func:"):
            return re.search(pattern.pattern[len("func:"):], function) is not None
        return pattern.search(source) is not None

    if any(m.search(message) and matches(s) for m, s in allow):
        allowed.append(line)
    else:
        others.append(line.rstrip("\n"))
if others:
    print("\n".join(others))
    sys.exit(f"typecheck-ios: {step}: {len(others)} error(s) not on the allow-list (above)")
print(f"{step}: ok ({len(allowed)} allow-listed 17.4-stdlib error(s))")
PY
}

# Lists the Swift files of a target folder.
sources() { find "$root/$1" -name '*.swift' | sort; }

# The 17.4 standard library has no BitwiseCopyable, which an internal signature of ExerciseSearch uses:
# the interface-only module is emitted with an internal stand-in (no client sees it; the bodies that use
# it are checked above, with the allow-list).
emit_extras=()
if ! cat "$sdk"/usr/lib/swift/Swift.swiftmodule/*.swiftinterface 2>/dev/null | grep -q "protocol BitwiseCopyable"
then
    printf 'protocol BitwiseCopyable {}\n' >"$work/BitwiseCopyable.swift"
    emit_extras=("$work/BitwiseCopyable.swift")
fi

# Type-checks the bodies of module `$1` (folder `$2`) with the allow-list, then emits its interface-only
# module, as an iOS module, for the modules that import it.
library() {
    local module="$1" folder="$2" status=0
    sources "$folder" | xargs "${swiftc_ios[@]}" -typecheck -module-name "$module" \
        -continue-building-after-errors >"$work/$module.log" 2>&1 || status=$?
    only_allowed_errors "$work/$module.log" "$module bodies"
    if [ "$status" -ne 0 ] && ! grep -q ": error: " "$work/$module.log"; then
        cat "$work/$module.log"; echo "typecheck-ios: $module: the compiler failed" >&2; exit 1
    fi
    local extras=()
    if grep -rqw BitwiseCopyable "$root/$folder"; then extras=("${emit_extras[@]}"); fi
    sources "$folder" | xargs "${swiftc_ios[@]}" -emit-module -module-name "$module" \
        -Xfrontend -experimental-skip-all-function-bodies -emit-module-path "$work/modules/$module.swiftmodule" \
        "${extras[@]}"
}

echo "typecheck-ios: SDK $sdk (module cache $cache)"
echo "-- the libraries the app and its UI tests link (bodies, then iOS modules)"
library ExerciseCatalog Sources/ExerciseCatalog
library ExerciseSearch Sources/ExerciseSearch
library ExerciseDirectory Sources/ExerciseDirectory
library AppTestSupport Testing/AppTestSupport

echo "-- the app: every file of App/OTFExercises, Swift 6, warnings as errors"
sources App/OTFExercises | xargs "${swiftc_ios[@]}" -typecheck -module-name OTFExercises -warnings-as-errors \
    || { echo "typecheck-ios: the app does not type-check against the iOS SDK (above)" >&2; exit 1; }
echo "OTFExercises: ok ($(sources App/OTFExercises | wc -l | tr -d ' ') files)"

echo "-- the command line against the SDK's availability (stand-in for macOS 14)"
library CatalogDiscovery Sources/CatalogDiscovery
library CatalogMaintenance Sources/CatalogMaintenance
library TerminalKit Sources/TerminalKit
library ProcessSpawning Sources/ProcessSpawning
library TerminalDirectory Sources/TerminalDirectory
library OTFCommandLine Sources/OTFCommandLine
echo "typecheck-ios: the libraries, the app and the command line type-check against the iOS SDK"
