import CatalogTestSupport
import Foundation
import Testing

@testable import OTFCommandLine

/// Text that could drive a terminal (escape sequences, C1 controls, bidi overrides) never reaches it raw:
/// JSON escapes it, and messages that echo command-line text show each control as its code (`\u{1B}`).
@Suite struct RawControlsTests {
    /// A colour change, a window-title change, a C1 CSI and a right-to-left override.
    private static let hostile = "X\u{1B}[31mred\u{1B}]0;title\u{07}\u{9B}2J\u{202E}Y"
    /// ``hostile`` as a message echoes it: every control written as its code.
    private static let echoed = #"X\u{1B}[31mred\u{1B}]0;title\u{7}\u{9B}2J\u{202E}Y"#

    @Test func jsonEscapesDelC1AndBidiControls() {
        let json = "{\"name\" : \"a\u{7F}b\u{85}c\u{9F}d\u{202A}e\u{202E}f\u{2066}g\u{2069}h\u{2067}é😀\"}"
        #expect(
            JSONText.escapingInvisibleControls(json)
                == "{\"name\" : \"a\\u007Fb\\u0085c\\u009Fd\\u202Ae\\u202Ef\\u2066g\\u2069h\\u2067é😀\"}")
        #expect(
            JSONText.escapingInvisibleControls("[\"l\u{200E}r\u{200F}a\u{61C}z\u{200D}\"]")
                == "[\"l\\u200Er\\u200Fa\\u061Cz\u{200D}\"]")
        #expect(JSONText.escapingInvisibleControls("{\"a\" : \"plain ü\"}") == "{\"a\" : \"plain ü\"}")
    }

    @Test("catalog text is cleaned at load, so show --json holds no control character from it")
    func showJSONCarriesNoRawControlFromTheCatalog() throws {
        let folder = try TemporaryFolder()
        try CatalogFolderFixture.writeWebCheckout(
            at: folder.path,
            json: Array(
                ("[" + CatalogFixtures.exerciseJSON(id: "squat", name: "Squat\u{85}\u{202E}\u{2066}\u{7F}")
                    + "]")
                    .utf8),
            thumbnails: [:])

        let result = RecordingConsole.run(["show", "squat", "--json", "--catalog", folder.path])

        #expect(result.status == .success, "\(result.error)")
        #expect(result.output.contains("\"exercise_name\" : \"Squat \""))
        #expect(!result.output.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
        let decoded = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(decoded?["exercise_name"] as? String == "Squat ")
    }

    @Test func anUnknownCommandIsEchoedWithItsEscapesShown() {
        let result = RecordingConsole.run([Self.hostile])
        #expect(result.status == .usage)
        #expect(result.error.hasPrefix("otf: unknown command \"\(Self.echoed)\"\n"))
    }

    @Test func anUnknownOptionIsEchoedWithItsEscapesShown() {
        let result = RecordingConsole.run(["search", "--" + Self.hostile])
        #expect(result.status == .usage)
        #expect(result.error.hasPrefix("otf search: unknown option --\(Self.echoed)"))
    }

    @Test func aCatalogPathIsEchoedWithItsEscapesShown() throws {
        let result = RecordingConsole.run(["stats", "--catalog", "/nonexistent/" + Self.hostile])
        #expect(result.status == .failure)
        #expect(result.error.contains("/nonexistent/\(Self.echoed)"))
        #expect(!result.error.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })

        let folder = try TemporaryFolder()
        try folder.makeFolder(Self.hostile)
        let path = RecordingConsole.run(
            ["catalog", "path"],
            environment: [
                "HOME": "/nonexistent/otf-test-home", "OTF_CATALOG": folder.appending(Self.hostile),
            ])
        #expect(path.output == "\(folder.path)/\(Self.echoed)  (from $OTF_CATALOG)\n", "\(path.error)")
    }

    @Test func aLintFolderIsEchoedWithItsEscapesShown() {
        let result = RecordingConsole.run(["catalog", "lint", "/nonexistent/" + Self.hostile])
        #expect(result.status == .failure)
        #expect(result.error.contains("/nonexistent/\(Self.echoed)"))
        #expect(!result.error.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    }
}
