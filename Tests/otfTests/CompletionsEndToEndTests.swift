import CatalogTestSupport
import Foundation
import ProcessSpawning
import Testing

/// The bash completion `otf completions bash` prints, sourced in bash and asked as bash's Tab would.
@Suite struct CompletionsEndToEndTests {
    /// What the script offers for `words` after `otf` (the last being completed), asking the built `otf`
    /// for filter values with `environment` (no catalog installed: the sample, unless `--catalog`).
    private func reply(_ words: [String]) throws -> [String] {
        let folder = try TemporaryFolder()
        let script = try OTFBinary.run(["completions", "bash"])
        #expect(script.status == 0, "\(script.error)")
        try script.output.write(to: URL(fileURLWithPath: folder.appending("otf.bash")))
        let snippet = """
            source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _otf
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("OTF_") }
        environment["XDG_DATA_HOME"] = OTFBinary.emptyDataHome
        let result = try ChildProcess.run(
            "/bin/bash", ["-c", snippet, "bash", folder.appending("otf.bash"), OTFBinary.url.path] + words,
            environment: environment, seconds: 30)
        #expect(result.status == 0)
        return String(decoding: result.output, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test("filter values come from the catalog in use: the sample, or the --catalog DIR on the line")
    func filterValuesFromTheCatalog() throws {
        #expect(try reply(["--platform", ""]) == ["instagram", "tiktok"])
        #expect(try reply(["search", "--muscle", "gl"]) == ["glutes"])
        #expect(try reply(["search", "--equipment", "med"]) == ["medicine\\ ball"])
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            atPath: folder.appending("c"), withIntermediateDirectories: true)
        let record = CatalogFixtures.exerciseJSON(id: "goblet-squat")
        try Data("[\(record)]".utf8).write(to: URL(fileURLWithPath: folder.appending("c/exercises.json")))
        #expect(try reply(["--catalog", folder.appending("c"), "search", "--equipment", ""]) == ["dumbbell"])
        #expect(
            try reply(["search", "--catalog=\(folder.appending("c"))", "--equipment", ""]) == ["dumbbell"])
        // As bash splits words at "=": --catalog = DIR, --equipment = VALUE.
        let split = ["--catalog", "=", folder.appending("c"), "search", "--equipment", "=", ""]
        #expect(try reply(split) == ["dumbbell"])
    }
}
