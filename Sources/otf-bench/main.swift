import ExerciseCatalog
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let catalogDirectory = arguments.first { !$0.hasPrefix("-") } ?? "../shared/otf-web"
let load = Measurement.repeated(times: 30) { _ in _ = try? CatalogLoader.load(directory: catalogDirectory) }
print("catalog load (\(catalogDirectory)): \(load)")
SearchBenchmark.run(catalogDirectory: catalogDirectory, environment: ProcessInfo.processInfo.environment)
MainActor.assumeIsolated { RenderBenchmark.run(catalogDirectory: catalogDirectory) }
