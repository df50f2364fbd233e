/// The plain (non-option) arguments a command accepts.
public struct PositionalSpec: Sendable, Equatable {
    /// How they are written in usage lines, such as "ID" or "[QUERY…]".
    public var synopsis: String
    /// Fewest accepted.
    public var minimum: Int
    /// Most accepted; nil for no limit.
    public var maximum: Int?

    /// Creates a positional argument description.
    public init(_ synopsis: String, minimum: Int, maximum: Int?) {
        self.synopsis = synopsis
        self.minimum = minimum
        self.maximum = maximum
    }

    /// No positional arguments at all.
    public static let none = PositionalSpec("", minimum: 0, maximum: 0)
}
