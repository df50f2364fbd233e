import Foundation
import OTFCommandLine
import Testing

/// Every argument `otf` quotes back is cleaned and cut: each command and option of the command table,
/// given a 100,000-character value or one full of escape sequences, answers in short, clean lines.
@Suite struct EchoedArgumentsEndToEndTests {
    /// The longest output or error line accepted, in bytes.
    static let lineLimit = 300

    /// A value far longer than any message should quote.
    static let longValue = String(repeating: "a", count: 100_000)

    /// A value made of what a terminal acts on: a screen clear, a title change, colour, C1 controls,
    /// DEL, backspace and line breaks.
    static let escapeValue =
        "\u{1B}[2Jwipe\u{1B}]0;title\u{07}evil\u{1B}[31mred\u{9B}5mblink\u{7F}\u{08}x\r\nsecond\u{1B}P1;2|data\u{1B}\\"

    /// A harmless value for the arguments a command needs before an option is looked at.
    static func neededArguments(of command: CommandSpec) -> [String] {
        guard command.positionals.minimum > 0 else { return [] }
        switch command.path {
        case ["show"], ["open"]: return ["hammer-curl"]
        case ["workout"]: return ["-"]
        default: return ["/nonexistent-otf-e2e-source"]
        }
    }

    /// Every way of giving `value` to some command: each command's own arguments and each option.
    static func commandLines(giving value: String) -> [[String]] {
        var lines: [[String]] = [
            [value], ["help", value], ["catalog", value], ["--catalog", value, "search"],
        ]
        for command in OTFProgram.tool.commands {
            let needed = neededArguments(of: command)
            if command.positionals.maximum != 0 {
                lines.append(command.path + [value])
            }
            lines.append(command.path + needed + ["--" + value])
            for option in command.options {
                switch option.kind {
                case .flag:
                    lines.append(command.path + needed + ["--\(option.name)=\(value)"])
                case .value, .repeatedValue:
                    lines.append(command.path + needed + ["--\(option.name)", value])
                    lines.append(command.path + needed + ["--\(option.name)=\(value)"])
                }
            }
        }
        return lines
    }

    /// What is wrong with the lines `text`: one too long or holding a control character.
    static func faults(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            if line.utf8.count > lineLimit {
                return "a line of \(line.utf8.count) bytes: \(line.prefix(120))…"
            }
            if line.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                return "a control character in \(line.debugDescription)"
            }
            return nil
        }
    }

    @Test(arguments: ["long", "escapes"])
    func everyEchoedArgumentIsCleanedAndCut(value name: String) throws {
        let value = name == "long" ? Self.longValue : Self.escapeValue
        var failures: [String] = []
        for arguments in Self.commandLines(giving: value) {
            let result = try OTFBinary.run(arguments)
            let shown = arguments.map { $0.count > 40 ? "<\($0.count) characters>" : $0.debugDescription }
            for fault in Self.faults(in: result.text) + Self.faults(in: result.error) {
                failures.append("otf \(shown.joined(separator: " ")): \(fault)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) faults:\n\(failures.prefix(40).joined(separator: "\n"))")
    }
}
