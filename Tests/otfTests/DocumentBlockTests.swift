import CatalogTestSupport
import Foundation
import Testing

/// Every plain block of README.md and Documentation/ says what it shows and is checked for it: a
/// terminal-app screen against the app in tmux, a usage line against `--help`, a report excerpt for the
/// report's shape, a JSON shape against the keys the program writes, a listing against the repository.
/// (Console blocks are run by ``DocumentExampleTests``.)
@Suite(.serialized) struct DocumentBlockTests {
    /// A block with the document it is in.
    private struct Located: CustomStringConvertible {
        var document: String
        var block: DocumentBlock
        var description: String { "\(document) \(block)" }
    }

    private func blocks() throws -> [Located] {
        try Repository.documents().flatMap { document in
            try DocumentBlocks.parse(Repository.text(document)).map { Located(document: document, block: $0) }
        }
    }

    @Test func everyPlainBlockIsMarkedAndTheTerminalAppScreensAreChecked() throws {
        let all = try blocks()
        let screens = all.filter { if case .screen = $0.block.kind { true } else { false } }
        #expect(screens.map(\.document) == ["Documentation/TerminalApp.md", "Documentation/TerminalApp.md"])
        #expect(
            throws: DocumentExamples.Problem.self,
            "an unmarked plain block is refused"
        ) { try DocumentBlocks.parse("text\n\n```\nShowing 290 of 1,220 exercises\n```\n") }
        #expect(throws: DocumentExamples.Problem.self) {
            try DocumentBlocks.parse("<!-- screen: sample catalog, 80 by 24, type \"x\" -->\n```\nx\n```\n")
        }
    }

    /// Starts the app on `arguments` in tmux at the block's size, types or pastes, and waits until the
    /// screen is the block (trailing blank rows aside).
    private func checkScreen(_ located: Located, arguments: [String]) throws {
        guard case .screen(_, let columns, let rows, let action) = located.block.kind else { return }
        let run = try BrowserRun(arguments: arguments, columns: columns, rows: rows, ready: "Showing ")
        defer { run.end() }
        switch action {
        case .type(let text): try run.session.send(text, literal: true)
        case .paste(let text): try run.session.paste(text)
        }
        let expected = Self.withoutTrailingBlankRows(located.block.lines)
        var shown: [String] = []
        let deadline = Date().addingTimeInterval(20)
        repeat {
            shown = Self.withoutTrailingBlankRows(try run.session.screen())
            if shown == expected { break }
            Thread.sleep(forTimeInterval: 0.2)
        } while Date() < deadline
        #expect(
            shown == expected,
            "\(located): the app shows\n\(shown.joined(separator: "\n"))\nthe document\n\(expected.joined(separator: "\n"))"
        )
        try run.session.send("C-c")
        _ = try run.terminalSettingsAfterExit()
    }

    private static func withoutTrailingBlankRows(_ rows: [String]) -> [String] {
        Array(rows.reversed().drop { $0.trimmingCharacters(in: .whitespaces).isEmpty }.reversed())
    }

    @Test(.enabled(if: TmuxSession.program != nil, "tmux is not installed; .ci/run installs it"))
    func theSampleCatalogScreensAreWhatTheAppShows() throws {
        for located in try blocks() {
            if case .screen(.sample, _, _, _) = located.block.kind { try checkScreen(located, arguments: []) }
        }
    }

    @Test(
        .enabled(if: TmuxSession.program != nil, "tmux is not installed; .ci/run installs it"),
        TestCatalog.isRequired)
    func theRealCatalogScreensAreWhatTheAppShows() throws {
        let catalog = try TestCatalog.directory()
        for located in try blocks() {
            if case .screen(.real, _, _, _) = located.block.kind {
                try checkScreen(located, arguments: ["--catalog", catalog])
            }
        }
    }

    @Test func theUsageLinesAreWhatHelpPrints() throws {
        var checked = 0
        for located in try blocks() {
            guard case .usage(let command) = located.block.kind else { continue }
            let help = try OTFBinary.run(command.split(separator: " ").map(String.init) + ["--help"])
            let usage = help.text.split(separator: "\n").first { $0.hasPrefix("Usage: ") }
            #expect(located.block.lines == [usage.map { String($0.dropFirst(7)) } ?? ""], "\(located)")
            checked += 1
        }
        #expect(checked > 0)
    }

    /// The rules `otf catalog lint --json` reports on the sample, in order.
    private func lintRules() throws -> [[String: Any]] {
        let report = try OTFBinary.run(["catalog", "lint", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: report.output) as? [String: Any])
        return try #require(object["rules"] as? [[String: Any]])
    }

    @Test func theLintReportExcerptsHaveTheReportsShape() throws {
        let rules = try lintRules()
        let excerpts = try blocks().filter { $0.block.kind == .excerpt(command: "catalog lint") }
        #expect(!excerpts.isEmpty)
        let heading = try Regex(#"([a-z-]+) \((warning|error)\): [0-9,]+ findings?"#)
        let finding = try Regex(#"  - [a-z0-9-]+( \[videos [^\]]+\])?: .+"#)
        let summary = try Regex(
            #"Summary: [0-9,]+ errors?, [0-9,]+ warnings? from [0-9]+ of ([0-9]+) rules; (passes|fails) with --fail-on (error|warning|never)"#
        )
        for located in excerpts {
            var rule: [String: Any]?
            for line in located.block.lines where line != "…" {
                if let match = try heading.wholeMatch(in: line) {
                    let name = String(match.output[1].substring ?? "")
                    rule = rules.first { $0["rule"] as? String == name }
                    #expect(rule != nil, "\(located): no rule \(name)")
                    #expect(rule?["severity"] as? String == match.output[2].substring.map(String.init))
                } else if line.hasPrefix("  Why: ") {
                    #expect(
                        rule?["explanation"] as? String == String(line.dropFirst(7)), "\(located): \(line)")
                } else if line.hasPrefix("  Fix: ") {
                    #expect(rule?["fix"] as? String == String(line.dropFirst(7)), "\(located): \(line)")
                } else if let match = try summary.wholeMatch(in: line) {
                    #expect(match.output[1].substring.map(String.init) == String(rules.count), "\(located)")
                } else {
                    #expect(try finding.wholeMatch(in: line) != nil, "\(located): \(line)")
                }
            }
        }
    }

    /// Every key of every object in `value`.
    private func keys(of value: Any) -> Set<String> {
        if let object = value as? [String: Any] {
            return object.reduce(into: Set(object.keys)) { $0.formUnion(keys(of: $1.value)) }
        }
        if let array = value as? [Any] {
            return array.reduce(into: []) { $0.formUnion(keys(of: $1)) }
        }
        return []
    }

    @Test func theJSONShapesListTheKeysTheProgramWrites() throws {
        let shapes = try blocks().filter { if case .shape = $0.block.kind { true } else { false } }
        #expect(!shapes.isEmpty)
        let key = try Regex(#""([a-z_]+)":"#)
        for located in shapes {
            guard case .shape(let command) = located.block.kind else { continue }
            let run = try OTFBinary.run(command.split(separator: " ").map(String.init))
            let written = keys(of: try JSONSerialization.jsonObject(with: run.output))
            let listed = Set(
                located.block.lines.flatMap {
                    $0.matches(of: key).compactMap { $0.output[1].substring.map(String.init) }
                })
            #expect(listed == written, "\(located): listed \(listed.sorted()), written \(written.sorted())")
        }
    }

    @Test func theListingsNameWhatExists() throws {
        for located in try blocks() {
            guard case .listing(let kind) = located.block.kind else { continue }
            switch kind {
            case "source folders":
                for line in located.block.lines where !line.hasPrefix(" ") {
                    let path = String(line.prefix { $0 != " " })
                    guard !path.contains("<") else { continue }
                    let url = Repository.root.appendingPathComponent(path)
                    #expect(FileManager.default.fileExists(atPath: url.path), "\(located): \(path)")
                }
            case "example markers":
                for line in located.block.lines {
                    let marked = DocumentExample.Catalog.allCases.contains {
                        line.hasPrefix("<!-- example: \($0.rawValue) -->")
                    }
                    #expect(marked, "\(located): \(line)")
                }
            default:
                Issue.record("\(located): an unknown listing \"\(kind)\"")
            }
        }
    }
}
