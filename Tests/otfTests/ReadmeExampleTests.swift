import CatalogTestSupport
import Foundation
import ProcessSpawning
import Testing

/// Every example of README.md, run against the built `otf`: the output it shows is the output it gets.
@Suite struct ReadmeExampleTests {
    /// The examples of README.md.
    private func examples(on catalog: DocumentExample.Catalog) throws -> [DocumentExample] {
        try DocumentExamples.parse(Repository.text("README.md")).filter { $0.catalog == catalog }
    }

    /// Runs `example` with `/bin/sh`, the built `otf` first on PATH, 80 columns and no OTF variables but
    /// `environment`, and compares what it prints.
    private func check(_ example: DocumentExample, environment: [String: String] = [:]) throws {
        var base = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("OTF_") }
        base["XDG_DATA_HOME"] = OTFBinary.emptyDataHome
        base["PATH"] =
            OTFBinary.url.deletingLastPathComponent().path + ":" + (base["PATH"] ?? "/usr/bin:/bin")
        base["COLUMNS"] = "80"
        let outcome = try ChildProcess.run(
            "/bin/sh", ["-c", example.command], environment: base.merging(environment) { $1 })
        let error = String(decoding: outcome.error, as: UTF8.self)
        #expect(outcome.status == 0, "README.md \(example): exit \(outcome.status), \(error)")
        #expect(String(decoding: outcome.output, as: UTF8.self) == example.output, "README.md \(example)")
    }

    @Test func everyConsoleBlockIsAMarkedExampleAndSomeRunOnTheSample() throws {
        #expect(try !examples(on: .sample).isEmpty)
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
