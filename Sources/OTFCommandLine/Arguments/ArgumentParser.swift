internal import ExerciseCatalog

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
            throw UsageError("unexpected argument \"\(extra)\"")
        }
        return parsed
    }

    private static func unknownOption(_ argument: String, name: String, options: [OptionSpec]) -> UsageError {
        let names = options.map(\.name) + ["help"]
        let extending = names.filter { !name.isEmpty && $0.hasPrefix(name) }
        let closest = names.min { EditDistance.levenshtein($0, name) < EditDistance.levenshtein($1, name) }
        if extending.count == 1 {
            return UsageError("unknown option \(argument) (did you mean --\(extending[0])?)")
        }
        if let closest, EditDistance.levenshtein(closest, name) <= max(2, name.count / 3) {
            return UsageError("unknown option \(argument) (did you mean --\(closest)?)")
        }
        let known = options.map { "--\($0.name)" }.joined(separator: ", ")
        return UsageError("unknown option \(argument)" + (known.isEmpty ? "" : " (known: \(known))"))
    }
}
