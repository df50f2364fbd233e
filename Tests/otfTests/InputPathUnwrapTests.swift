import Foundation
import Testing

/// No `try!`, `as!` or force unwrap (`value!`) where input is read: OTFCommandLine, TerminalDirectory.
///
/// Comments and string literals are not code, and are not searched.
@Suite struct InputPathUnwrapTests {
    /// Reasoned exceptions, as "path: line text"; none today.
    private static let allowed: Set<String> = []

    /// The lines of `text` holding a `try!`, an `as!` or a postfix `!`, outside comments and strings.
    static func forcedLines(in text: String) -> [String] {
        var found: [String] = []
        var inMultilineString = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            var code = ""
            var index = line.startIndex
            var inString = false
            while index < line.endIndex {
                let rest = line[index...]
                if rest.hasPrefix("\"\"\"") {
                    inMultilineString.toggle()
                    index = line.index(index, offsetBy: 3)
                    continue
                }
                let character = line[index]
                if inMultilineString || inString {
                    if character == "\\" {
                        index = line.index(after: index)
                    } else if character == "\"" && !inMultilineString {
                        inString = false
                    }
                } else if rest.hasPrefix("//") {
                    break
                } else if character == "\"" {
                    inString = true
                } else {
                    code.append(character)
                }
                if index < line.endIndex { index = line.index(after: index) }
            }
            if code.range(of: #"(try|as)!|[A-Za-z0-9_)\]]!(?!=)"#, options: .regularExpression) != nil {
                found.append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        return found
    }

    @Test("the check finds each form, and not a negation, an inequality, a comment or a string")
    func checkFindsEachForm() {
        #expect(InputPathUnwrapTests.forcedLines(in: "let a = try! read()") == ["let a = try! read()"])
        #expect(InputPathUnwrapTests.forcedLines(in: "let b = c as! Int") == ["let b = c as! Int"])
        #expect(InputPathUnwrapTests.forcedLines(in: "x = base! + 1") == ["x = base! + 1"])
        #expect(InputPathUnwrapTests.forcedLines(in: "y = list[0]!.name") == ["y = list[0]!.name"])
        #expect(InputPathUnwrapTests.forcedLines(in: "z = f()!") == ["z = f()!"])
        let clean = """
            if !done && a != b { say("Done!") } // really!
            let text = \"\"\"
                Stop!
                \"\"\"
            """
        #expect(InputPathUnwrapTests.forcedLines(in: clean).isEmpty)
    }

    @Test("no try!, as! or force unwrap in Sources/OTFCommandLine and Sources/TerminalDirectory")
    func noForcedUnwrapOnInputPaths() throws {
        var found: [String] = []
        for folder in ["Sources/OTFCommandLine", "Sources/TerminalDirectory"] {
            let root = Repository.root.appendingPathComponent(folder)
            let files = try #require(FileManager.default.enumerator(atPath: root.path))
            var count = 0
            for case let file as String in files where file.hasSuffix(".swift") {
                count += 1
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                found += Self.forcedLines(in: text).map { "\(folder)/\(file): \($0)" }
            }
            #expect(count > 10, "\(folder) has its sources")
        }
        #expect(found.filter { !Self.allowed.contains($0) } == [])
    }
}
