import Foundation

/// The files of this repository that tests read: README.md and Documentation/.
enum Repository {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of the file at `path`, relative to the root.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// README.md and every Markdown file of Documentation/, relative to the root.
    static func documents() throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Documentation").path)
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
    }
}
