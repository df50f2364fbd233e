import Foundation
import Testing

/// Paths from the command line and the environment are echoed the one way (EchoedText): a line break
/// is shown as `\u{A}` and cannot split a one-line message, and a huge value is cut.
@Suite struct EchoedEnvironmentEndToEndTests {
    /// A value far longer than any path.
    private static let huge = "/" + String(repeating: "a", count: 100_000)

    @Test(
        "a line break in --catalog, $OTF_CATALOG or an import source stays inside one line",
        arguments: [
            (
                ["search", "--catalog", "/nonexistent/a\nb", "squat"], [:],
                "otf: /nonexistent/a\\u{A}b (from --catalog): no such folder\n"
            ),
            (
                ["search", "squat"], ["OTF_CATALOG": "/nonexistent/a\nb"],
                "otf: /nonexistent/a\\u{A}b (from $OTF_CATALOG): no such folder\n"
            ),
            (
                ["catalog", "import", "/nonexistent/a\nb"], [:],
                "otf: cannot import: /nonexistent/a\\u{A}b: no exercises.json (nor src/data/exercises.json) in this folder; nothing was changed\n"
            ),
        ] as [([String], [String: String], String)])
    func aLineBreakDoesNotSplitAMessage(arguments: [String], environment: [String: String], message: String)
        throws
    {
        let result = try OTFBinary.run(arguments, environment: environment)
        #expect(result.status == 1)
        #expect(result.error == message)
    }

    @Test(
        "a 100,000-character $OTF_CATALOG, $XDG_DATA_HOME or $HOME is cut where it is echoed",
        arguments: [
            "search with OTF_CATALOG", "catalog path with XDG_DATA_HOME", "catalog path with HOME",
            "stats with HOME",
        ])
    func aHugeEnvironmentValueIsCut(run: String) throws {
        let words = run.components(separatedBy: " with ")
        let variable = words[1]
        var environment = [variable: Self.huge]
        if variable == "HOME" { environment["XDG_DATA_HOME"] = "" }
        let arguments = words[0] == "search" ? ["search", "squat"] : words[0].components(separatedBy: " ")
        let result = try OTFBinary.run(arguments, environment: environment)
        let printed = result.text + result.error
        // The path is quoted to 200 characters; the words around it take the rest of a short line.
        let longest = printed.split(separator: "\n").map(\.utf8.count).max() ?? 0
        #expect(longest < 400, "the longest line has \(longest) bytes")
        #expect(printed.contains("a… (100,0"))
    }
}
