/// The sort key of a title in the default A–Z browse order, computed once per title.
///
/// Titles compare by their folded form (see ``BrowseOrder``); titles whose folded form begins with a
/// digit come after all others; titles equal when folded fall back to comparing the raw title.
package struct BrowseKey: Comparable, Hashable, Sendable {
    /// True when the folded title begins with a decimal digit, which sends it after every other title.
    let startsWithDigit: Bool
    /// The folded title as scalars and numbers, flattened (see ``BrowseKeyPart``).
    let parts: [UInt32]
    /// The title as given, the tie-breaker.
    let title: String

    /// Computes the key of `title`.
    package init(title: String) {
        self.title = title
        let folded = BrowseTitleFolding.fold(title)
        startsWithDigit = folded.first.flatMap(BrowseKeyPart.decimalValue(of:)) != nil
        parts = BrowseKeyPart.parts(of: folded)
    }

    /// True when `lhs` comes before `rhs` in the browse order.
    package static func < (lhs: BrowseKey, rhs: BrowseKey) -> Bool {
        lhs.ordering(rhs) < 0
    }

    /// Where `self` stands against `other` in one pass: negative before it, zero equal, positive after.
    func ordering(_ other: BrowseKey) -> Int {
        if startsWithDigit != other.startsWithDigit {
            return startsWithDigit ? 1 : -1
        }
        for (part, otherPart) in zip(parts, other.parts) where part != otherPart {
            return part < otherPart ? -1 : 1
        }
        if parts.count != other.parts.count {
            return parts.count < other.parts.count ? -1 : 1
        }
        return title == other.title ? 0 : (title < other.title ? -1 : 1)
    }
}
