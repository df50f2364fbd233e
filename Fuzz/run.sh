#!/usr/bin/env bash
# Builds the libFuzzer targets with swiftc -sanitize=fuzzer,address and runs each for a bounded time.
#
#   Fuzz/run.sh [--time SECONDS] [TARGET...]     targets: catalog-json search-query key-decoder jpeg snapshot
#
# Each module a target needs is compiled from its sources (Sources/<Module>) into a static library with
# the fuzzer's coverage instrumentation and AddressSanitizer, then linked with the target's file
# (Fuzz/Targets/<Target>.swift, which defines LLVMFuzzerTestOneInput). Package.swift is not involved.
# Everything is written under .build/fuzz; the committed seeds (Fuzz/Corpus/<target>) are only read.
# A crash, a leak, an input slower than the per-input timeout or a run over the memory limit fails.
# The mutations start from a fixed seed (FUZZ_SEED, default 1), so CI repeats a run that passed here;
# FUZZ_SEED=0 picks a random one, for hunting.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=30
if [[ "${1:-}" == "--time" ]]; then
    seconds="$2"
    shift 2
fi
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(catalog-json search-query key-decoder jpeg snapshot)

build=.build/fuzz
mkdir -p "$build/shims"
sanitize=(-sanitize=fuzzer,address)
swift_flags=(-parse-as-library -O -wmo -swift-version 6 -package-name OTFExercises -enable-testing -I "$build")

# Builds Sources/$1 into $build/lib$1.a and $build/$1.swiftmodule; extra arguments go to swiftc.
build_module() {
    local module="$1"
    shift
    local sources
    mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
    echo "fuzz: building $module (${#sources[@]} files)"
    swiftc "${swift_flags[@]}" "${sanitize[@]}" "$@" -module-name "$module" \
        -emit-module -emit-module-path "$build/$module.swiftmodule" \
        -emit-library -static -o "$build/lib$module.a" "${sources[@]}"
}

# The C module PlatformShims, which TerminalKit imports: its object and a module map for its header.
build_shims() {
    echo "fuzz: building PlatformShims"
    clang -c -O1 -fsanitize=fuzzer-no-link,address -I Sources/PlatformShims/include \
        Sources/PlatformShims/PlatformShims.c -o "$build/PlatformShims.o"
    clang -c -O1 -fsanitize=fuzzer-no-link,address -I Sources/PlatformShims/include \
        Sources/PlatformShims/TerminalShims.c -o "$build/TerminalShims.o"
    printf 'module PlatformShims {\n    header "%s"\n    export *\n}\n' \
        "$PWD/Sources/PlatformShims/include/PlatformShims.h" >"$build/shims/module.modulemap"
}

needs_catalog=false
needs_search=false
needs_terminal=false
for target in "${targets[@]}"; do
    case "$target" in
    catalog-json | search-query | snapshot) needs_catalog=true needs_search=true ;;
    key-decoder | jpeg) needs_catalog=true needs_terminal=true ;;
    *) echo "fuzz: unknown target $target" >&2; exit 64 ;;
    esac
done
shim_flags=(-Xcc -fmodule-map-file="$build/shims/module.modulemap")
$needs_catalog && build_module ExerciseCatalog
$needs_search && build_module ExerciseSearch
if $needs_terminal; then
    build_shims
    build_module TerminalKit "${shim_flags[@]}"
fi

# TerminalKit imports ExerciseCatalog (its text cleaning, whose number grouping formats through
# FoundationInternationalization), Foundation and the C library internally, so a
# target importing TerminalKit does not link them by itself: name the libraries.
terminal_kit_libraries=(-lExerciseCatalog -lFoundation -lFoundationEssentials -lFoundationInternationalization -lswiftGlibc)

# Links Fuzz/Targets/$2.swift with the libraries that follow into $build/fuzz-$1.
link_target() {
    local target="$1" file="$2"
    shift 2
    echo "fuzz: linking $target"
    swiftc "${swift_flags[@]}" "${sanitize[@]}" -use-ld=lld -module-name "${file}Fuzz" \
        "Fuzz/Targets/$file.swift" -L "$build" "$@" -o "$build/fuzz-$target"
}

# Runs $build/fuzz-$1 for $seconds seconds; -max_len $2 bytes per input; seeds from $3 (default
# Fuzz/Corpus/$1); a failure ends the script.
run_target() {
    local target="$1" max_len="$2" seeds="${3:-Fuzz/Corpus/$1}"
    local work="$build/corpus/$target" log="$build/$target.log"
    mkdir -p "$work" "$build/artifacts"
    echo "fuzz: running $target for ${seconds}s"
    if ! SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1 "$build/fuzz-$target" \
        -max_total_time="$seconds" -seed="${FUZZ_SEED:-1}" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
        -print_final_stats=1 -artifact_prefix="$build/artifacts/$target-" \
        "$work" "$seeds" >"$log" 2>&1; then
        tail -n 60 "$log" >&2
        echo "fuzz: $target FAILED (input saved under $build/artifacts; log $log)" >&2
        exit 1
    fi
    grep -E "^#[0-9]+[[:space:]]+DONE" "$log" | tail -n 1
    grep -E "stat::number_of_executed_units" "$log"
}

for target in "${targets[@]}"; do
    case "$target" in
    catalog-json)
        link_target "$target" CatalogJSON -lExerciseSearch -lExerciseCatalog
        run_target "$target" 4096
        ;;
    search-query)
        link_target "$target" SearchQuery -lExerciseSearch -lExerciseCatalog
        run_target "$target" 256
        ;;
    key-decoder)
        link_target "$target" KeyDecoder "${shim_flags[@]}" -lTerminalKit "${terminal_kit_libraries[@]}" \
            "$build/PlatformShims.o" "$build/TerminalShims.o"
        run_target "$target" 1024
        ;;
    jpeg)
        link_target "$target" JPEG "${shim_flags[@]}" -lTerminalKit "${terminal_kit_libraries[@]}" \
            "$build/PlatformShims.o" "$build/TerminalShims.o"
        # The decoder's own test pictures (drawn by Tests/TerminalKitTests/Fixtures/generate.py).
        run_target "$target" 8192 Tests/TerminalKitTests/Fixtures
        ;;
    snapshot)
        link_target "$target" Snapshot -lExerciseSearch -lExerciseCatalog
        run_target "$target" 4096
        ;;
    esac
done
echo "fuzz: ${targets[*]}: no crash in ${seconds}s each"
