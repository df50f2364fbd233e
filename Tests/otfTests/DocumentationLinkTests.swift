import Foundation
import Testing

/// Every link from README.md and Documentation/*.md to a file of the repository leads somewhere.
@Suite struct DocumentationLinkTests {
    @Test func everyLinkToARepositoryFileAndItsHeadingResolves() throws {
        let documents = try Repository.documents()
        #expect(documents.contains("Documentation/Search.md"))
        var checked = 0
        for document in documents {
            for target in MarkdownLinks.targets(in: try Repository.text(document))
            where !target.contains("://") && !target.hasPrefix("mailto:") {
                checked += 1
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = parts[0].isEmpty ? document : resolved(String(parts[0]), from: document)
                let path = Repository.root.appendingPathComponent(file).path
                #expect(FileManager.default.fileExists(atPath: path), "\(document): \(target) does not exist")
                if parts.count == 2, file.hasSuffix(".md"), FileManager.default.fileExists(atPath: path) {
                    let anchors = MarkdownLinks.anchors(in: try Repository.text(file))
                    #expect(anchors.contains(String(parts[1])), "\(document): \(target): no such heading")
                }
            }
        }
        #expect(checked > 20)
    }

    /// `target`, relative to the folder of `document`, as a path from the repository's root.
    private func resolved(_ target: String, from document: String) -> String {
        var components = document.split(separator: "/").dropLast().map(String.init)
        for component in target.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": components = components.dropLast()
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    @Test func relativeLinksAreReadFromTheirDocumentsFolder() {
        #expect(resolved("Search.md", from: "Documentation/Catalog.md") == "Documentation/Search.md")
        #expect(resolved("../Fuzz/README.md", from: "Documentation/Development.md") == "Fuzz/README.md")
        #expect(resolved("Documentation/otf.1", from: "README.md") == "Documentation/otf.1")
    }

    @Test func headingAnchorsAreMadeAsGitHubMakesThem() {
        let text =
            "# Search\n## 3. `otf workout`\n```sh\n# not a heading\n```\n## In short: a, b\n## In short: a, b\n"
        #expect(
            MarkdownLinks.anchors(in: text) == [
                "search", "3-otf-workout", "in-short-a-b", "in-short-a-b-1",
            ])
    }

    @Test func linksInCodeAreNotLinks() {
        let text = "[one](A.md) `[two](B.md)`\n```\n[three](C.md)\n```\n[four](D.md#x)"
        #expect(MarkdownLinks.targets(in: text) == ["A.md", "D.md#x"])
    }
}
