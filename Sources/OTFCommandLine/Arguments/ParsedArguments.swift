/// What the parser found on a command line, looked up by option name.
public struct ParsedArguments: Sendable, Equatable {
    /// Names of the flags given.
    public var flags: Set<String> = []
    /// Values given for each value option, in order.
    public var values: [String: [String]] = [:]
    /// The plain arguments, in order.
    public var positionals: [String] = []

    /// Creates an empty result.
    public init() {}

    /// True when the flag was given.
    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The last value given for `option`, or nil.
    public func value(_ option: String) -> String? { values[option]?.last }

    /// Every value given for `option`, in order.
    public func allValues(_ option: String) -> [String] { values[option] ?? [] }
}
