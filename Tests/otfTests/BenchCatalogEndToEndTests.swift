import CatalogTestSupport
import Foundation
import Testing

/// `otf-bench` times the catalog it is given and refuses, loudly, to time one it cannot load.
@Suite struct BenchCatalogEndToEndTests {
    @Test func aCatalogGivenWithTheOptionThatCannotBeLoadedStopsTheBenchmark() throws {
        let outcome = try BenchBinary.run(["--catalog", "/nonexistent/otf-bench-catalog"])
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
        let outcome = try BenchBinary.run([], environment: ["OTF_CATALOG": folder.path])
        #expect(outcome.status == 1)
        #expect(
            String(decoding: outcome.error, as: UTF8.self)
                == "otf-bench: the catalog at \(folder.path) ($OTF_CATALOG) holds no exercises\n")
    }

    @Test func anUnknownArgumentIsAUsageError() throws {
        let outcome = try BenchBinary.run(["/some/folder"])
        #expect(outcome.status == 64)
        #expect(
            String(decoding: outcome.error, as: UTF8.self)
                == "otf-bench: unknown argument \"/some/folder\"\n"
                + "usage: otf-bench [--catalog DIR] [--json | --markdown] | otf-bench --budgets\n")
    }
}
