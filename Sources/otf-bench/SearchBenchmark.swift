internal import ExerciseCatalog
internal import ExerciseSearch
internal import Foundation

/// Times the search index: building it for the catalog, and searching a query mix at 1, 10 and 100
/// times the catalog's size, and one 100,000-character query.
///
/// The mix types every public relevance query one character at a time (each prefix is a query), as a
/// member does in the search field. The queries come from `$OTF_BENCH_QUERIES`, else from
/// `eval/queries.json` next to the catalog folder; without them only the build is timed.
enum SearchBenchmark {
    /// Times the index build and the query mix for the catalog in `catalogDirectory`.
    static func run(catalogDirectory: String, environment: [String: String], report: BenchReport) {
        guard let catalog = try? CatalogLoader.load(directory: catalogDirectory) else {
            report.note("search", "cannot load the catalog in \(catalogDirectory)")
            return
        }
        let exercises = catalog.exercises
        // Each index is kept until all are timed, so that no run also times freeing the one before.
        var built: [SearchIndex] = []
        built.reserveCapacity(50)
        let build = Measurement.repeated(times: 50) { _ in built.append(SearchIndex(exercises: exercises)) }
        built.removeAll()
        report.record("search index build (\(exercises.count) exercises)", build, measuring: .indexBuild)
        // One 100,000-letter word made of a catalog word: no typo match, no split, no freeze.
        let longQuery = String(repeating: "squat", count: 20_000)
        let index = SearchIndex(exercises: exercises)
        let long = Measurement.repeated(times: 20) { _ in _ = index.search(longQuery).total }
        report.record(
            "search, one 100,000-character word (\(exercises.count) exercises)", long, measuring: .longQuery)
        let queriesPath =
            environment["OTF_BENCH_QUERIES"]
            ?? URL(fileURLWithPath: catalogDirectory).deletingLastPathComponent()
            .appendingPathComponent("eval/queries.json").path
        guard let queries = publicQueries(at: queriesPath) else {
            report.note("search queries", "no query file at \(queriesPath) (set OTF_BENCH_QUERIES)")
            return
        }
        let mix = queries.flatMap { query in (1...query.count).map { String(query.prefix($0)) } }
        let scales: [(Int, Int, Budget.Measured)] = [
            (1, 20, .searchTimes1), (10, 5, .searchTimes10), (100, 2, .searchTimes100),
        ]
        for (scale, rounds, measured) in scales {
            let index = SearchIndex(exercises: copies(of: exercises, times: scale))
            let timing = Measurement.repeated(times: mix.count * rounds) { run in
                _ = index.search(mix[run % mix.count]).total
            }
            report.record(
                "search ×\(scale) (\(exercises.count * scale) exercises, \(mix.count) typed prefixes)",
                timing,
                measuring: measured)
        }
    }

    /// The `q` of every case in the relevance file at `path`, or nil when it cannot be read.
    static func publicQueries(at path: String) -> [String]? {
        guard let data = FileManager.default.contents(atPath: path),
            let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let cases = document["cases"] as? [[String: Any]]
        else {
            return nil
        }
        let queries = cases.compactMap { $0["q"] as? String }.filter { !$0.isEmpty }
        return queries.isEmpty ? nil : queries
    }

    /// `exercises` repeated `times` times; every copy after the first gets distinct ids.
    static func copies(of exercises: [Exercise], times: Int) -> [Exercise] {
        (0..<times).flatMap { copy in
            exercises.map { exercise in
                var copied = exercise
                if copy > 0 {
                    copied.id += "~\(copy)"
                }
                return copied
            }
        }
    }
}
