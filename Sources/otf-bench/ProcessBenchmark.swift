import ExerciseCatalog
import ExerciseSearch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Times whole `otf search goblet squat` processes, cold start included, and their peak memory.
enum ProcessBenchmark {
    /// The command line measured.
    static let searchWords = ["search", "goblet", "squat"]

    /// Runs the `otf` binary next to this benchmark against the installed catalog (or, when none is
    /// installed, against `catalogDirectory` with `--catalog`, and says so).
    static func run(catalogDirectory: String, environment: [String: String], report: BenchReport) {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("otf").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            report.note(
                "otf search process", "no otf binary at \(binary); build it with the same configuration")
            return
        }
        let installed = CatalogLocator.defaultInstallDirectory(environment: environment)
        let usesInstalled = CatalogLocator.directoryExists(installed)
        let arguments = searchWords + (usesInstalled ? [] : ["--catalog", catalogDirectory])
        var peakKiB = 0
        let timing = Measurement.repeated(times: 30) { _ in
            peakKiB = max(peakKiB, runQuietly(binary, arguments))
        }
        let catalog: String
        if usesInstalled {
            switch SearchSnapshot.load(directory: installed) {
            case .success: catalog = "installed catalog \(installed), search snapshot current"
            case .failure(let reason):
                catalog = "installed catalog \(installed), search snapshot not used: \(reason)"
            }
        } else {
            catalog = "--catalog \(catalogDirectory) (none installed)"
        }
        report.record(
            "otf \(searchWords.joined(separator: " ")) (whole process)", timing,
            detail: "peak memory \(peakKiB / 1024) MiB, \(catalog)")
    }

    /// Runs `binary` with output discarded, waits for it and returns its peak memory in KiB.
    ///
    /// `posix_spawn` keeps this benchmark's memory out of the child's, and `wait4` reports the child's own
    /// peak: `RUSAGE_CHILDREN` would also carry the peaks of children that `swift run` reaped before it
    /// replaced itself with this benchmark.
    private static func runQuietly(_ binary: String, _ arguments: [String]) -> Int {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer {
            for argument in argv { free(argument) }
        }
        var child = pid_t()
        guard posix_spawn(&child, binary, &actions, nil, argv, environ) == 0 else { return 0 }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(child, &status, 0, &usage) == child else { return 0 }
        #if os(macOS)
            return Int(usage.ru_maxrss) / 1024
        #else
            return Int(usage.ru_maxrss)
        #endif
    }
}
