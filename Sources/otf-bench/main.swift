import ExerciseCatalog
import ExerciseSearch
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let catalogDirectory = arguments.first { !$0.hasPrefix("-") } ?? "../shared/otf-web"
let environment = ProcessInfo.processInfo.environment
let report = BenchReport()
// First, while this process is small: a spawned child's peak memory starts from its parent's.
ProcessBenchmark.run(catalogDirectory: catalogDirectory, environment: environment, report: report)
let load = Measurement.repeated(times: 30) { _ in _ = try? CatalogLoader.load(directory: catalogDirectory) }
report.record("catalog load (\(catalogDirectory))", load)
let installed = CatalogLocator.defaultInstallDirectory(environment: environment)
if CatalogLocator.directoryExists(installed) {
    var loaded: [Result<IndexedCatalog, SnapshotError>] = []
    loaded.reserveCapacity(30)
    let snapshot = Measurement.repeated(times: 30) { _ in
        loaded.append(SearchSnapshot.load(directory: installed))
    }
    loaded.removeAll()
    report.record("search snapshot load, catalog and index (\(installed))", snapshot)
}
SearchBenchmark.run(catalogDirectory: catalogDirectory, environment: environment, report: report)
MainActor.assumeIsolated { RenderBenchmark.run(catalogDirectory: catalogDirectory, report: report) }
ThumbnailBenchmark.run(catalogDirectory: catalogDirectory, report: report)
print(arguments.contains("--json") ? try report.json() : report.text)
