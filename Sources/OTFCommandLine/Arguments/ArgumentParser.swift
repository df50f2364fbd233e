internal import ExerciseCatalog
internal import ExerciseDirectory

/// Parses a command's arguments against its table of options and positionals.
///
/// Accepts `--name value`, `--name=value`, flags, `--` to end options, and `-h`/`--help` (reported
/// as ``ParsedArguments/wantsHelp``). Anything else starting with "-" is an unknown option, with the closest known
/// name suggested.
package enum ArgumentParser {
    /// Parses `arguments` (without the command's own name) for a command with these options.
    package static func parse(
        _ arguments: [String], options: [OptionSpec], positionals: PositionalSpec
    ) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments(options: options)
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                parsed.wantsHelp = true
                continue
            }
            let body = argument.drop { $0 == "-" }
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
            guard argument.hasPrefix("--"), let spec = options.first(where: { $0.name == name }) else {
                throw unknownOption(argument, name: name, options: options)
            }
            switch spec.kind {
            case .flag:
                guard inlineValue == nil else { throw UsageError("option --\(name) takes no value") }
                parsed.record(flag: spec)
            case .value(let placeholder), .repeatedValue(let placeholder):
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw UsageError("option --\(name) needs a value (\(placeholder))")
                }
                parsed.record(value, for: spec)
            }
        }
        if parsed.wantsHelp { return parsed }
        if parsed.positionals.count < positionals.minimum {
            throw UsageError("missing argument \(positionals.synopsis)")
        }
        if let maximum = positionals.maximum, parsed.positionals.count > maximum {
            let extra = parsed.positionals[maximum]
            throw UsageError("unexpected argument \"\(EchoedText.quoted(extra))\"")
        }
        for option in options where option.takesPath {
            for value in parsed.allValues(option) { try checkPath(value, named: "--\(option.name)") }
        }
        if positionals.arePaths {
            for value in parsed.positionals { try checkPath(value, named: positionals.name) }
        }
        return parsed
    }

    /// A usage error when `value`, given as `name` ("--into", "DIR"), cannot name a file: it is empty,
    /// longer than the system's longest path, or holds a name longer than the longest file name.
    static func checkPath(_ value: String, named name: String) throws(UsageError) {
        guard !value.isEmpty else {
            throw UsageError("\(name) is empty; give a path")
        }
        let (most, mostInName) = (SystemCalls.longestPath, SystemCalls.longestFileName)
        guard value.utf8.count <= most,
            !value.split(separator: "/").contains(where: { $0.utf8.count > mostInName })
        else {
            throw UsageError(
                "\(name) \"\(EchoedText.quoted(value))\" is too long for a path (at most "
                    + "\(Wording.groupedNumber(most)) bytes, and \(mostInName) for each name in it)")
        }
    }

    /// Reads `text`, the value of `option`, as a whole number of at least 1; a usage error says when it
    /// is not one, or is more than the largest whole number `otf` can hold.
    package static func positiveNumber(_ text: String, of option: OptionSpec) throws(UsageError) -> Int {
        if let value = Int(text), value >= 1 {
            return value
        }
        if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), text.contains(where: { $0 != "0" })
        {
            throw UsageError(
                "--\(option.name) \(EchoedText.quoted(text)) is too large; the most is "
                    + Wording.groupedNumber(Int.max))
        }
        throw UsageError(
            "--\(option.name) needs a whole number of at least 1, not \"\(EchoedText.quoted(text))\"")
    }

    private static func unknownOption(_ argument: String, name: String, options: [OptionSpec]) -> UsageError {
        let names = options.map(\.name) + ["help"]
        let extending = names.filter { !name.isEmpty && $0.hasPrefix(name) }
        let closest = names.min { EditDistance.levenshtein($0, name) < EditDistance.levenshtein($1, name) }
        let shown = EchoedText.quoted(argument)
        if extending.count == 1 {
            return UsageError("unknown option \(shown) (did you mean --\(extending[0])?)")
        }
        if let closest, EditDistance.levenshtein(closest, name) <= max(2, name.count / 3) {
            return UsageError("unknown option \(shown) (did you mean --\(closest)?)")
        }
        let known = options.map { "--\($0.name)" }.joined(separator: ", ")
        return UsageError("unknown option \(shown)" + (known.isEmpty ? "" : " (known: \(known))"))
    }
}
