import CatalogTestSupport
import Foundation
import ProcessSpawning
import Testing

/// Every marked example of README.md and Documentation/, run against the built `otf`: the output it
/// shows is the output it gets.
@Suite struct DocumentExampleTests {
    /// An example with the document it is in.
    private struct Located {
        /// README.md or Documentation/NAME.md.
        var document: String
        /// The example.
        var example: DocumentExample
    }

    /// The examples on `catalog` of `documents`.
    private func examples(
        on catalog: DocumentExample.Catalog, in documents: [String]? = nil
    ) throws -> [Located] {
        try (documents ?? Repository.documents()).flatMap { document in
            try DocumentExamples.parse(Repository.text(document)).filter { $0.catalog == catalog }
                .map { Located(document: document, example: $0) }
        }
    }

    /// Runs `located`'s command with `/bin/sh`, the built `otf` first on PATH, 80 columns and no OTF
    /// variables but `environment`, and compares what it prints.
    private func check(_ located: Located, environment: [String: String] = [:]) throws {
        let example = located.example
        var base = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("OTF_") }
        base["XDG_DATA_HOME"] = OTFBinary.emptyDataHome
        base["PATH"] =
            OTFBinary.url.deletingLastPathComponent().path + ":" + (base["PATH"] ?? "/usr/bin:/bin")
        base["COLUMNS"] = "80"
        let outcome = try ChildProcess.run(
            "/bin/sh", ["-c", example.command], environment: base.merging(environment) { $1 })
        let error = String(decoding: outcome.error, as: UTF8.self)
        #expect(outcome.status == 0, "\(located.document) \(example): exit \(outcome.status), \(error)")
        #expect(
            String(decoding: outcome.output, as: UTF8.self) == example.output,
            "\(located.document) \(example)")
    }

    @Test func everyConsoleBlockIsAMarkedExampleAndTheReadmeAndSearchRulesHaveSome() throws {
        #expect(try !examples(on: .sample, in: ["README.md"]).isEmpty)
        #expect(try !examples(on: .real, in: ["README.md"]).isEmpty)
        for document in ["Documentation/Search.md", "Documentation/Workouts.md"] {
            #expect(try !examples(on: .real, in: [document]).isEmpty, "\(document)")
        }
    }

    @Test func theSampleCatalogExamplesPrintWhatTheyShow() throws {
        for example in try examples(on: .sample) {
            try check(example)
        }
    }

    @Test(TestCatalog.isRequired)
    func theRealCatalogExamplesPrintWhatTheyShow() throws {
        let catalog = try TestCatalog.directory()
        let real = try examples(on: .real)
        #expect(!real.isEmpty)
        for example in real {
            try check(example, environment: ["OTF_CATALOG": catalog])
        }
    }
}
