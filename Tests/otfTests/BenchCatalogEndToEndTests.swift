import CatalogTestSupport
import Foundation
import ProcessSpawning
import Testing

/// `otf-bench` times the catalog it is given and refuses, loudly, to time one it cannot load.
@Suite struct BenchCatalogEndToEndTests {
    /// Runs the `otf-bench` built beside `otf`.
    private func bench(_ arguments: [String], environment: [String: String] = [:]) throws
        -> ChildProcess.Outcome
    {
        let program = OTFBinary.url.deletingLastPathComponent().appendingPathComponent("otf-bench").path
        var base = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("OTF_") }
        base["XDG_DATA_HOME"] = OTFBinary.emptyDataHome
        return try ChildProcess.run(program, arguments, environment: base.merging(environment) { $1 })
    }

    @Test func aCatalogGivenWithTheOptionThatCannotBeLoadedStopsTheBenchmark() throws {
        let outcome = try bench(["--catalog", "/nonexistent/otf-bench-catalog"])
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty)
        #expect(
            String(decoding: outcome.error, as: UTF8.self)
                == "otf-bench: cannot load the catalog at /nonexistent/otf-bench-catalog (--catalog): "
                + "/nonexistent/otf-bench-catalog: no exercises.json (nor src/data/exercises.json) in this "
                + "folder\n")
    }

    @Test func theEnvironmentNamesTheCatalogAndAnEmptyOneIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("[]\n", to: "exercises.json")
        let outcome = try bench([], environment: ["OTF_CATALOG": folder.path])
        #expect(outcome.status == 1)
        #expect(
            String(decoding: outcome.error, as: UTF8.self)
                == "otf-bench: the catalog at \(folder.path) ($OTF_CATALOG) holds no exercises\n")
    }

    @Test func anUnknownArgumentIsAUsageError() throws {
        let outcome = try bench(["/some/folder"])
        #expect(outcome.status == 64)
        #expect(
            String(decoding: outcome.error, as: UTF8.self)
                == "otf-bench: unknown argument \"/some/folder\"\nusage: otf-bench [--catalog DIR] [--json]\n"
        )
    }
}
