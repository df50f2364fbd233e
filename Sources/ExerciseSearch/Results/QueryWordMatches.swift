/// Which query words one result matched, and how: bit `i` stands for word `i` of
/// ``SearchResults/queryWords``.
public struct QueryWordMatches: Sendable, Equatable {
    /// The words matched anywhere, coaching cues included.
    public let matched: UInt16
    /// The words whose best match is in the name or a tag (muscle groups, equipment, category,
    /// movement), not only in a creator or the coaching cues.
    public let inNameOrTags: UInt16
    /// The words whose best match is in the name.
    public let inName: UInt16
    /// The words whose best match has no typo.
    public let withoutTypos: UInt16

    /// The masks as given.
    public init(matched: UInt16, inNameOrTags: UInt16, inName: UInt16, withoutTypos: UInt16) {
        self.matched = matched
        self.inNameOrTags = inNameOrTags
        self.inName = inName
        self.withoutTypos = withoutTypos
    }

    /// No word matched: the result of an empty query.
    public static let none = QueryWordMatches(matched: 0, inNameOrTags: 0, inName: 0, withoutTypos: 0)
}
