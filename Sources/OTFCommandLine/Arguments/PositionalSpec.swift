/// The plain (non-option) arguments a command accepts.
package struct PositionalSpec: Sendable, Equatable {
    /// How they are written in usage lines, such as "ID" or "[QUERY…]".
    package var synopsis: String
    /// Fewest accepted.
    package var minimum: Int
    /// Most accepted; nil for no limit.
    package var maximum: Int?

    /// Creates a positional argument description.
    package init(_ synopsis: String, minimum: Int, maximum: Int?) {
        self.synopsis = synopsis
        self.minimum = minimum
        self.maximum = maximum
    }

    /// No positional arguments at all.
    package static let none = PositionalSpec("", minimum: 0, maximum: 0)
}
