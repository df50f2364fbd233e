internal import CatalogDiscovery
internal import ExerciseCatalog
internal import ExerciseSearch
internal import Foundation
internal import ProcessSpawning

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
        let usesInstalled = CatalogFiles.isFolder(installed)
        let arguments = searchWords + (usesInstalled ? [] : ["--catalog", catalogDirectory])
        var peakKiB = 0
        let timing = Measurement.repeated(times: 30) { _ in
            peakKiB = max(peakKiB, runQuietly(binary, arguments, environment))
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
            detail: "peak memory \(peakKiB / 1024) MiB, \(catalog)", measuring: .wholeSearch,
            peakMemoryMiB: peakKiB / 1024)
    }

    /// Runs `binary` with output discarded, waits for it and returns its peak memory in KiB.
    ///
    /// The peak is the child's, from `wait4` (`ChildProcess`): `RUSAGE_CHILDREN` would also carry the
    /// peaks of children that `swift run` reaped before it replaced itself with this benchmark, and
    /// Foundation's `Process` reports no resource usage. On Linux it is never below this benchmark's own
    /// peak at the start, which is why this runs first.
    private static func runQuietly(_ binary: String, _ arguments: [String], _ environment: [String: String])
        -> Int
    {
        (try? ChildProcess(binary, arguments, environment: environment).wait())?.peakMemoryKiB ?? 0
    }
}
