/// The plain (non-option) arguments a command accepts.
package struct PositionalSpec: Sendable, Equatable {
    /// How they are written in usage lines, such as "ID" or "[QUERY…]".
    package var synopsis: String
    /// Fewest accepted.
    package var minimum: Int
    /// Most accepted; nil for no limit.
    package var maximum: Int?
    /// True when each names a file or folder, so an empty one or one longer than a path can be is a
    /// usage error.
    package var arePaths: Bool

    /// Creates a positional argument description.
    package init(_ synopsis: String, minimum: Int, maximum: Int?, arePaths: Bool = false) {
        self.synopsis = synopsis
        self.minimum = minimum
        self.maximum = maximum
        self.arePaths = arePaths
    }

    /// The name a message calls them by: the synopsis's first word, such as "FILE" for "FILE|-" and
    /// "DIR" for "[DIR]".
    package var name: String {
        String(synopsis.drop { !$0.isLetter }.prefix { $0.isLetter })
    }

    /// No positional arguments at all.
    package static let none = PositionalSpec("", minimum: 0, maximum: 0)
}
