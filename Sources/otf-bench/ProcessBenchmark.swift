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
        let timing = Measurement.repeated(times: 30) { _ in runQuietly(binary, arguments) }
        var usage = rusage()
        #if os(macOS)
            getrusage(RUSAGE_CHILDREN, &usage)
        #else
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #endif
        #if os(macOS)
            let peakKiB = Int(usage.ru_maxrss) / 1024
        #else
            let peakKiB = Int(usage.ru_maxrss)
        #endif
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

    /// Runs `binary` with output discarded and waits for it, with `posix_spawn` so that the child's peak
    /// memory is its own (a forked child would start with this benchmark's).
    private static func runQuietly(_ binary: String, _ arguments: [String]) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer {
            for argument in argv { free(argument) }
        }
        var child = pid_t()
        guard posix_spawn(&child, binary, &actions, nil, argv, environ) == 0 else { return }
        var status: Int32 = 0
        waitpid(child, &status, 0)
    }
}
