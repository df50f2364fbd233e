internal import ExerciseCatalog
internal import Foundation

/// The benchmark's command line: `otf-bench [--catalog DIR] [--json | --markdown]` or `otf-bench --budgets`.
///
/// The catalog is `--catalog DIR`, else `$OTF_CATALOG`, else `../shared/otf-web` (the web snapshot beside
/// this checkout). A catalog that cannot be loaded, or holds no exercises, stops the benchmark with a
/// message and status 1 before anything is timed: timings of nothing would look like good news.
struct BenchOptions {
    /// The usage line.
    static let usage = "usage: otf-bench [--catalog DIR] [--json | --markdown] | otf-bench --budgets"

    /// How the report is printed.
    enum Output {
        /// One line per measurement.
        case text
        /// One JSON object (``BenchReport/json()``).
        case json
        /// The budgets table with what was measured (``Budget/table(measuredIn:)``).
        case markdown
    }

    /// The catalog folder to time.
    var catalogDirectory: String
    /// Where ``catalogDirectory`` came from, for messages.
    var origin: String
    /// How the report is printed.
    var output: Output

    /// Reads `arguments`; exits with status 64 and the usage on anything else.
    static func parse(_ arguments: [String], environment: [String: String]) -> BenchOptions {
        var catalog: String?
        var output = Output.text
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json":
                output = .json
            case "--markdown":
                output = .markdown
            case "--budgets":
                print(Budget.table())
                exit(0)
            case "--catalog":
                guard let value = remaining.popFirst() else { fail("--catalog needs a folder\n\(usage)", 64) }
                catalog = value
            case "-h", "--help":
                print(usage)
                exit(0)
            default:
                fail("unknown argument \"\(argument)\"\n\(usage)", 64)
            }
        }
        if let catalog {
            return BenchOptions(catalogDirectory: catalog, origin: "--catalog", output: output)
        }
        if let catalog = environment["OTF_CATALOG"], !catalog.isEmpty {
            return BenchOptions(catalogDirectory: catalog, origin: "$OTF_CATALOG", output: output)
        }
        return BenchOptions(
            catalogDirectory: "../shared/otf-web",
            origin: "the default; name another with --catalog DIR or $OTF_CATALOG", output: output)
    }

    /// The catalog, loaded once to check it; exits with status 1 when it cannot be loaded or is empty.
    func loadCatalog() -> Catalog {
        let catalog: Catalog
        do {
            catalog = try CatalogLoader.load(directory: catalogDirectory)
        } catch {
            BenchOptions.fail("cannot load the catalog at \(catalogDirectory) (\(origin)): \(error)", 1)
        }
        guard !catalog.exercises.isEmpty else {
            BenchOptions.fail("the catalog at \(catalogDirectory) (\(origin)) holds no exercises", 1)
        }
        if !catalog.problems.isEmpty {
            FileHandle.standardError.write(
                Data("otf-bench: note: the catalog has \(catalog.problems.count) load problem(s)\n".utf8))
        }
        return catalog
    }

    /// Writes `otf-bench: message` to standard error and exits with `status`.
    static func fail(_ message: String, _ status: Int32) -> Never {
        FileHandle.standardError.write(Data("otf-bench: \(message)\n".utf8))
        exit(status)
    }
}
