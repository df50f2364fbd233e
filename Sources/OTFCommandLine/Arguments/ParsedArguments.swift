/// What the parser found on a command line, read with the command's own ``OptionSpec`` constants.
public struct ParsedArguments: Sendable, Equatable {
    /// True when `-h` or `--help` was given.
    public var wantsHelp = false
    /// The plain arguments, in order.
    public var positionals: [String] = []
    /// Names of the flags given.
    private var flags: Set<String> = []
    /// Values given for each value option, in order.
    private var values: [String: [String]] = [:]

    /// Creates an empty result.
    public init() {}

    /// True when the flag was given.
    public func has(_ flag: OptionSpec) -> Bool {
        flags.contains(flag.name)
    }

    /// The last value given for `option`, or nil.
    public func value(_ option: OptionSpec) -> String? {
        values[option.name]?.last
    }

    /// Every value given for `option`, in order.
    public func allValues(_ option: OptionSpec) -> [String] {
        values[option.name] ?? []
    }

    /// Notes that the flag `option` was given.
    mutating func record(flag option: OptionSpec) {
        flags.insert(option.name)
    }

    /// Notes a value given for `option`.
    mutating func record(_ value: String, for option: OptionSpec) {
        values[option.name, default: []].append(value)
    }
}
