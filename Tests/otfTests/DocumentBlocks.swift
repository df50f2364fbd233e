/// A fenced block without a language in README.md or Documentation/, with the marker comment on the line
/// before it that says what the block shows and so how it is checked.
struct DocumentBlock: CustomStringConvertible {
    /// What a block shows, as its marker says.
    enum Kind: Equatable {
        /// A screen of the terminal app, compared whole: `<!-- screen: sample catalog, 80x12, paste
        /// "BLOCK 1\n…" -->` or `<!-- screen: real catalog, 80x24, type "trx row" -->`.
        case screen(catalog: DocumentExample.Catalog, columns: Int, rows: Int, action: Action)
        /// The `Usage:` line `otf COMMAND --help` prints, without "Usage: ": `<!-- usage: catalog lint -->`.
        case usage(command: String)
        /// An excerpt of `otf COMMAND`'s text report, "…" where lines are left out, each line checked for
        /// the report's shape: `<!-- excerpt: catalog lint -->`.
        case excerpt(command: String)
        /// The keys of `otf COMMAND --json`, each as `"key":`, checked against a real run on the sample:
        /// `<!-- shape: catalog lint --json -->`.
        case shape(command: String)
        /// Not program output: `<!-- listing: source folders -->` (each path exists) or `<!-- listing:
        /// example markers -->` (each line is a marker the example reader knows).
        case listing(String)
    }

    /// What is done to the app before its screen is compared.
    enum Action: Equatable {
        /// Typed, key by key.
        case type(String)
        /// Pasted (bracketed), "\n" in the marker standing for a line break.
        case paste(String)
    }

    var kind: Kind
    /// The block's lines.
    var lines: [String]
    /// The 1-based line of the marker.
    var line: Int

    var description: String { "line \(line): \(kind)" }
}

/// Reads the marked plain blocks of a Markdown document, and refuses a plain block without a marker.
enum DocumentBlocks {
    /// Every plain fenced block of `text` (a fence of three backticks and nothing after them) with its
    /// marker; throws for one without a marker or with a marker this reader does not know.
    static func parse(_ text: String) throws -> [DocumentBlock] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [DocumentBlock] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("```") else {
                index += 1
                continue
            }
            let fence = trimmed.prefix { $0 == "`" }
            let end = lines[(index + 1)...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == fence }
            guard let end else {
                throw DocumentExamples.Problem(
                    description: "line \(index + 1): a code block that never closes")
            }
            if trimmed.dropFirst(fence.count).isEmpty {
                guard index > 0, let kind = try kind(of: lines[index - 1], at: index) else {
                    throw DocumentExamples.Problem(
                        description: "line \(index + 1): a plain block without a marker saying what it shows "
                            + "(screen, usage, excerpt, shape or listing); program output is a console example"
                    )
                }
                blocks.append(
                    DocumentBlock(kind: kind, lines: Array(lines[(index + 1)..<end]), line: index))
            }
            index = end + 1
        }
        return blocks
    }

    /// The kind a marker line names, nil for a line that is no marker.
    private static func kind(of line: String, at number: Int) throws -> DocumentBlock.Kind? {
        guard line.hasPrefix("<!-- "), line.hasSuffix(" -->") else { return nil }
        let body = String(line.dropFirst(5).dropLast(4))
        let parts = body.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2 else { return nil }
        let argument = parts[1]
        switch parts[0] {
        case "screen": return try screen(argument, at: number)
        case "usage": return .usage(command: argument)
        case "excerpt": return .excerpt(command: argument)
        case "shape": return .shape(command: argument)
        case "listing": return .listing(argument)
        default: return nil
        }
    }

    /// A screen marker's catalog, size and action: `sample catalog, 80x12, paste "…"`.
    private static func screen(_ argument: String, at number: Int) throws -> DocumentBlock.Kind {
        let parts = argument.split(separator: ",", maxSplits: 2).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let size = parts.count == 3 ? parts[1].split(separator: "x").compactMap { Int($0) } : []
        guard parts.count == 3, let catalog = DocumentExample.Catalog(rawValue: parts[0]), size.count == 2,
            let space = parts[2].firstIndex(of: " "), parts[2].hasSuffix("\""),
            parts[2][parts[2].index(after: space)...].hasPrefix("\"")
        else {
            throw DocumentExamples.Problem(
                description:
                    "line \(number): a screen marker is `screen: sample catalog, 80x24, type \"text\"`")
        }
        let verb = parts[2][..<space]
        let text = String(parts[2][parts[2].index(space, offsetBy: 2)...].dropLast())
            .replacingOccurrences(of: "\\n", with: "\n")
        let action: DocumentBlock.Action
        switch verb {
        case "type": action = .type(text)
        case "paste": action = .paste(text)
        default: throw DocumentExamples.Problem(description: "line \(number): a screen is typed or pasted")
        }
        return .screen(catalog: catalog, columns: size[0], rows: size[1], action: action)
    }
}
