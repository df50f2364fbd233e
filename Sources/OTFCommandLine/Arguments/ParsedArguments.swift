/// What the parser found on a command line, read with the command's own ``OptionSpec`` constants.
///
/// Reading an option the command does not declare, or a flag as a value (or the reverse), is a
/// programming error and stops the program, so a wrong option cannot silently read nothing.
package struct ParsedArguments: Sendable, Equatable {
    /// The options the command declares, the only ones that may be read.
    package let options: [OptionSpec]
    /// True when `-h` or `--help` was given.
    package var wantsHelp = false
    /// The plain arguments, in order.
    package var positionals: [String] = []
    /// Names of the flags given.
    private var flags: Set<String> = []
    /// Values given for each value option, in order.
    private var values: [String: [String]] = [:]

    /// Creates an empty result for a command that declares `options`.
    package init(options: [OptionSpec]) {
        self.options = options
    }

    /// True when the flag was given.
    package func has(_ flag: OptionSpec) -> Bool {
        requireDeclared(flag, asFlag: true)
        return flags.contains(flag.name)
    }

    /// The last value given for `option`, or nil.
    package func value(_ option: OptionSpec) -> String? {
        requireDeclared(option, asFlag: false)
        return values[option.name]?.last
    }

    /// Every value given for `option`, in order.
    package func allValues(_ option: OptionSpec) -> [String] {
        requireDeclared(option, asFlag: false)
        return values[option.name] ?? []
    }

    /// Notes that the flag `option` was given.
    mutating func record(flag option: OptionSpec) {
        flags.insert(option.name)
    }

    /// Notes a value given for `option`.
    mutating func record(_ value: String, for option: OptionSpec) {
        values[option.name, default: []].append(value)
    }

    /// Stops the program unless the command declares `option` and it is read as what it is.
    private func requireDeclared(_ option: OptionSpec, asFlag: Bool) {
        precondition(options.contains(option), "--\(option.name) is not an option of this command")
        precondition((option.kind == .flag) == asFlag, "--\(option.name) is read as the wrong kind of option")
    }
}
