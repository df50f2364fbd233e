import Foundation
import Testing

/// Development.md's layout lists the public types of each library the iPhone app links, and only those.
@Suite struct PublicAPIListTests {
    /// The libraries the app links, the only modules that declare `public` API.
    private static let products = ["ExerciseCatalog", "ExerciseSearch", "ExerciseDirectory"]

    /// The names of the types declared `public` at the top level of the module's source files.
    private func declaredPublicTypes(of module: String) throws -> Set<String> {
        let folder = Repository.root.appendingPathComponent("Sources/\(module)")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path))
        let declaration =
            #/^(?:@\w+(?:\([^)]*\))? +)*public (?:final )?(?:struct|enum|class|protocol|actor|typealias) (\w+)/#
        var names: Set<String> = []
        for case let path as String in files where path.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let match = line.prefixMatch(of: declaration) {
                    names.insert(String(match.1))
                }
            }
        }
        return names
    }

    /// The capitalised names in the "(public: …)" list of the module's entry in Development.md's layout:
    /// its lines up to the next unindented one, the list up to its closing bracket or first semicolon.
    private func listedPublicTypes(of module: String) throws -> Set<String> {
        let text = try Repository.text("Documentation/Development.md")
        let start = try #require(text.range(of: "\nSources/\(module) "))
        let lines = text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        let entry = lines.prefix { $0.hasPrefix(" ") }.joined(separator: " ")
        let listStart = try #require(entry.range(of: "(public:"))
        var depth = 0
        var list = ""
        for character in entry[listStart.upperBound...] {
            if character == "(" {
                depth += 1
            } else if character == ")" || character == ";" {
                if depth == 0 { break }
                depth -= character == ")" ? 1 : 0
            }
            list.append(character)
        }
        return Set(list.matches(of: #/\b[A-Z][A-Za-z0-9]+\b/#).map { String($0.0) })
    }

    @Test(arguments: products)
    func theLayoutListsEveryPublicTypeOfTheLibrary(module: String) throws {
        let declared = try declaredPublicTypes(of: module)
        #expect(declared.count >= 5, "\(module): public types not found")
        #expect(try listedPublicTypes(of: module) == declared, "Development.md's public list of \(module)")
    }

    @Test func noOtherModuleDeclaresAnythingPublicOrOpen() throws {
        let sources = Repository.root.appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
        #expect(modules.contains("OTFCommandLine"))
        let publicLine = #/^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+\w/#
        for module in modules where !Self.products.contains(module) {
            let folder = sources.appendingPathComponent(module)
            let files = try #require(FileManager.default.enumerator(atPath: folder.path))
            for case let path as String in files where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                let lines = text.split(separator: "\n").filter { $0.prefixMatch(of: publicLine) != nil }
                #expect(lines.isEmpty, "Sources/\(module)/\(path): \(lines.first ?? "")")
            }
        }
    }
}
