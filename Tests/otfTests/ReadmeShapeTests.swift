import Foundation
import Testing

/// README.md stays one screen that opens with the two set-up commands: the main job, then the tests.
@Suite struct ReadmeShapeTests {
    /// The lines of README.md, as `wc -l` counts them.
    private func lines() throws -> [Substring] {
        let lines = try Repository.text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        return lines.last == "" ? lines.dropLast() : lines
    }

    @Test func theReadmeFitsOnOneScreen() throws {
        let count = try lines().count
        #expect(count > 40, "README.md lost its body: \(count) lines")
        #expect(count <= 120, "README.md has \(count) lines; move the rest into Documentation/")
    }

    @Test func itsFirstCodeBlockHoldsTheMainJobThenTheTests() throws {
        let text = try lines()
        let start = try #require(text.firstIndex { $0.hasPrefix("```") })
        #expect(text[start] == "```sh")
        let end = try #require(text[(start + 1)...].firstIndex(of: "```"))
        let commands = text[(start + 1)..<end].map {
            $0.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
        }
        #expect(commands == ["swift run otf stats", "swift test"])
    }
}
