import Foundation
import Testing

@testable import TerminalDirectory

/// The help screen and TerminalApp.md's table of keys list the same keys, in the same order.
@Suite struct HelpKeysDocumentTests {
    /// The first column of the table under "## Keys" in TerminalApp.md, header and rule left out.
    private static func documentedKeys() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(
            contentsOf: root.appendingPathComponent("Documentation/TerminalApp.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "\n## Keys\n").dropFirst().first)
        let table = section.split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        return table.dropFirst(2).map { row in
            row.split(separator: "|", omittingEmptySubsequences: false)[1]
                .trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func theHelpScreenAndTerminalAppMdListTheSameKeys() throws {
        let documented = try Self.documentedKeys()
        #expect(documented.count > 10)
        #expect(documented == TextScreens.helpKeys.map(\.key))
    }

    @Test func theHelpScreenShowsEveryKeyItLists() {
        let rows = TextScreens.help(width: 80).map { $0.spans.map(\.text).joined() }
        for key in TextScreens.helpKeys {
            #expect(rows.contains { $0.hasPrefix(" " + key.key + " ") && $0.hasSuffix(key.does) }, "\(key)")
        }
    }
}
