import Foundation

/// One command of a documentation example and the standard output it must print.
struct DocumentExample: CustomStringConvertible {
    /// The catalog an example runs on, as its marker names it.
    enum Catalog: String, CaseIterable {
        /// The built-in sample: always run, deterministic.
        case sample = "sample catalog"
        /// The real catalog: `$OTF_TEST_CATALOG`, given as `$OTF_CATALOG`; skipped when unset.
        case real = "real catalog"
    }

    /// The catalog the example runs on.
    var catalog: Catalog
    /// The shell command line after `$ `.
    var command: String
    /// The lines after the command up to the next command or the end of the block, each ending in a
    /// line break.
    var output: String
    /// The 1-based line of the command in its file.
    var line: Int

    var description: String { "line \(line): $ \(command)" }
}

/// Reads the example blocks of a Markdown document: a fenced `console` block right after a marker
/// comment, `<!-- example: sample catalog -->` or `<!-- example: real catalog -->`.
///
/// Other fenced blocks are skipped whole, so a marker shown inside one is text, not a marker.
enum DocumentExamples {
    /// A console block without a marker, a marker without a block, or a block that is not commands.
    struct Problem: Error, CustomStringConvertible {
        /// What is wrong, with its 1-based line.
        var description: String
    }

    /// The opening fence of an example block.
    static let fence = "```console"

    /// Every example in `text`, in order; throws at the first block the reader cannot take.
    static func parse(_ text: String) throws -> [DocumentExample] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var examples: [DocumentExample] = []
        var catalog: DocumentExample.Catalog?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if let marked = try marker(line, at: index + 1) {
                guard index + 1 < lines.count, lines[index + 1] == fence else {
                    throw Problem(description: "line \(index + 1): a marker not followed by a \(fence) block")
                }
                catalog = marked
            } else if let opening = Fence(line) {
                let end = try opening.closingLine(in: lines, openedAt: index)
                if opening.isConsole {
                    guard line == fence else {
                        throw Problem(
                            description: "line \(index + 1): a console block opens with exactly \(fence)")
                    }
                    guard let blockCatalog = catalog else {
                        throw Problem(
                            description: "line \(index + 1): a console block without a marker "
                                + "(<!-- example: sample catalog --> or <!-- example: real catalog -->)")
                    }
                    examples += try commands(
                        in: lines[(index + 1)..<end], firstLine: index + 2, catalog: blockCatalog)
                    catalog = nil
                }
                index = end
            }
            index += 1
        }
        return examples
    }

    /// The catalog a marker line names, nil for another line; throws for a marker naming no catalog.
    private static func marker(_ line: String, at number: Int) throws -> DocumentExample.Catalog? {
        let prefix = "<!-- example: "
        guard line.hasPrefix(prefix) else { return nil }
        let name = line.dropFirst(prefix.count).replacingOccurrences(of: " -->", with: "")
        guard let catalog = DocumentExample.Catalog(rawValue: name) else {
            let known = DocumentExample.Catalog.allCases.map(\.rawValue).joined(separator: ", ")
            throw Problem(description: "line \(number): an example marker for \"\(name)\" (known: \(known))")
        }
        return catalog
    }

    /// The commands of one block's `lines`, the first of which is line `firstLine` of the file.
    private static func commands(
        in lines: ArraySlice<String>, firstLine: Int, catalog: DocumentExample.Catalog
    ) throws -> [DocumentExample] {
        var examples: [DocumentExample] = []
        for (offset, line) in zip(0..., lines) {
            if line.hasPrefix("$ ") {
                examples.append(
                    DocumentExample(
                        catalog: catalog, command: String(line.dropFirst(2)), output: "",
                        line: firstLine + offset))
            } else if examples.isEmpty {
                throw Problem(
                    description: "line \(firstLine + offset): an example block must start with \"$ \"")
            } else {
                examples[examples.count - 1].output += line + "\n"
            }
        }
        guard !examples.isEmpty else {
            throw Problem(description: "line \(firstLine - 1): an empty example block")
        }
        return examples
    }
}

/// A fence that opens a code block: a run of three or more backticks and what follows it.
private struct Fence {
    /// How many backticks open the block; it closes at a line of at least as many and nothing else.
    var length: Int
    /// The words after the backticks, such as "console" or "sh".
    var info: Substring

    /// The fence `line` opens, nil when it opens none.
    init?(_ line: String) {
        let trimmed = line.drop { $0 == " " }
        length = trimmed.prefix { $0 == "`" }.count
        info = trimmed.dropFirst(length)
        guard length >= 3 else { return nil }
    }

    /// True when the block claims to be a console block, however its fence is written.
    var isConsole: Bool { info.lowercased().hasPrefix("console") }

    /// The index of the line that closes the block opened at `opening`; throws when none does.
    func closingLine(in lines: [String], openedAt opening: Int) throws -> Int {
        let closing = lines[(opening + 1)...].firstIndex { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.count >= length && trimmed.allSatisfy { $0 == "`" }
        }
        guard let closing else {
            throw DocumentExamples.Problem(description: "line \(opening + 1): a code block that never closes")
        }
        return closing
    }
}
