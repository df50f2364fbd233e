internal import CatalogDiscovery
internal import ExerciseCatalog
internal import ExerciseSearch
internal import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
let options = BenchOptions.parse(arguments, environment: environment)
let catalogDirectory = options.catalogDirectory
let loaded = options.loadCatalog()
let report = BenchReport()
// First, while this process is small: a spawned child's peak memory starts from its parent's.
ProcessBenchmark.run(catalogDirectory: catalogDirectory, environment: environment, report: report)
let load = Measurement.repeated(times: 30) { _ in _ = try? CatalogLoader.load(directory: catalogDirectory) }
report.record("catalog load (\(catalogDirectory))", load)
let installed = CatalogLocator.defaultInstallDirectory(environment: environment)
if CatalogFiles.isFolder(installed) {
    var snapshots: [Result<IndexedCatalog, SnapshotError>] = []
    snapshots.reserveCapacity(30)
    let snapshot = Measurement.repeated(times: 30) { _ in
        snapshots.append(SearchSnapshot.load(directory: installed))
    }
    snapshots.removeAll()
    report.record("search snapshot load, catalog and index (\(installed))", snapshot)
}
SearchBenchmark.run(catalogDirectory: catalogDirectory, environment: environment, report: report)
MainActor.assumeIsolated { RenderBenchmark.run(catalogDirectory: catalogDirectory, report: report) }
MainActor.assumeIsolated { HostileCaptionBenchmark.run(catalogDirectory: catalogDirectory, report: report) }
ThumbnailBenchmark.run(thumbnailsFolder: loaded.thumbnailsDirectory, report: report)
switch options.output {
case .text: print(report.text)
case .json: print(try report.json())
case .markdown: print(Budget.table(measuredIn: report))
}
