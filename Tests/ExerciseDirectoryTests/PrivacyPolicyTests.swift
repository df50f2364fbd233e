import ExerciseCatalog
import Foundation
import Testing

@testable import ExerciseDirectory

/// The privacy policy the app shows is the one `Documentation/Privacy.md` publishes.
@Suite struct PrivacyPolicyTests {
    /// The parts of a policy written in Markdown: each `## ` heading with its paragraphs, a list item being
    /// a paragraph of its own and a paragraph's wrapped lines joined by a space.
    private static func parts(ofMarkdown text: String) -> [PrivacyPolicy.Part] {
        text.components(separatedBy: "\n## ").dropFirst().map { section in
            let lines = section.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var paragraphs: [String] = []
            var current: String?
            for line in lines.dropFirst() {
                if line.isEmpty || line.hasPrefix("- ") {
                    current.map { paragraphs.append($0) }
                    current = line.isEmpty ? nil : String(line.dropFirst(2))
                } else {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    current = current.map { $0 + " " + trimmed } ?? trimmed
                }
            }
            current.map { paragraphs.append($0) }
            return PrivacyPolicy.Part(heading: lines[0], paragraphs: paragraphs)
        }
    }

    @Test("the Markdown reading: headings, list items, wrapped lines")
    func markdownIsRead() {
        let text =
            "# Title\n\nIntro.\n\n## One\n\nA long\n  line.\n\n- item a\n  goes on\n- item b\n\n"
            + "## Two\n\nLast.\n"
        #expect(
            Self.parts(ofMarkdown: text) == [
                PrivacyPolicy.Part(heading: "One", paragraphs: ["A long line.", "item a goes on", "item b"]),
                PrivacyPolicy.Part(heading: "Two", paragraphs: ["Last."]),
            ])
    }

    @Test("Documentation/Privacy.md says what the app shows, part for part")
    func documentMatchesTheApp() throws {
        let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Documentation/Privacy.md")
        let text = try String(contentsOf: document, encoding: .utf8)
        #expect(Self.parts(ofMarkdown: text) == PrivacyPolicy.parts)
    }

    @Test("About carries the whole policy and its one-sentence summary")
    func aboutCarriesThePolicy() {
        let about = AboutContent(catalog: SampleCatalog.load())
        #expect(about.privacyPolicy.map(\.heading).first == "What the app collects")
        #expect(about.privacyPolicy.count == 5)
        #expect(about.privacySummary.hasPrefix("The app collects nothing"))
    }
}
