/// The sort key of a title in the default A–Z browse order, computed once per title.
///
/// Titles compare by their folded form (see ``BrowseOrder``); titles whose folded form begins with a
/// digit come after all others; titles equal when folded fall back to comparing the raw title.
public struct BrowseKey: Comparable, Hashable, Sendable {
    /// True when the folded title begins with a decimal digit, which sends it after every other title.
    let startsWithDigit: Bool
    /// The folded title as scalars and numbers, flattened (see ``BrowseKeyPart``).
    let parts: [UInt32]
    /// The title as given, the tie-breaker.
    let title: String

    /// Computes the key of `title`.
    public init(title: String) {
        self.title = title
        if let ascii = BrowseKeyPart.asciiParts(of: title) {
            self.startsWithDigit = ascii.startsWithDigit
            self.parts = ascii.parts
            return
        }
        let folded = BrowseTitleFolding.fold(title)
        self.startsWithDigit = folded.first.map(BrowseTitleFolding.isDecimalDigit) ?? false
        self.parts = BrowseKeyPart.parts(of: folded)
    }

    /// True when `lhs` comes before `rhs` in the browse order.
    public static func < (lhs: BrowseKey, rhs: BrowseKey) -> Bool {
        order(lhs, rhs) < 0
    }

    /// Compares two keys in one pass: negative when `lhs` comes first, 0 when they are equal, positive
    /// when `rhs` comes first.
    static func order(_ lhs: BrowseKey, _ rhs: BrowseKey) -> Int {
        if lhs.startsWithDigit != rhs.startsWithDigit {
            return rhs.startsWithDigit ? -1 : 1
        }
        let partsOrder = lhs.parts.withUnsafeBufferPointer { left in
            rhs.parts.withUnsafeBufferPointer { right in
                for index in 0..<min(left.count, right.count) where left[index] != right[index] {
                    return left[index] < right[index] ? -1 : 1
                }
                return left.count - right.count
            }
        }
        if partsOrder != 0 {
            return partsOrder
        }
        if lhs.title == rhs.title {
            return 0
        }
        return lhs.title < rhs.title ? -1 : 1
    }
}
