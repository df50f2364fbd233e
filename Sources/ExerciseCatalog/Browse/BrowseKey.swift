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

    /// The digit flag (top bit) and the first three parts (21 bits each, 0 past the end) in one
    /// integer: keys whose prefixes differ are in the order of their prefixes, and keys with equal
    /// prefixes need ``order(_:_:)``.
    ///
    /// That holds because 0 is the smallest part, and because a part too large for 21 bits (a number of
    /// about a million digits) is written as the largest 21-bit value with nothing after it, so such keys
    /// tie and are compared in full.
    var prefix: UInt64 {
        parts.withUnsafeBufferPointer { Self.prefix(startsWithDigit: startsWithDigit, parts: $0) }
    }

    /// The ``prefix`` of a key with the digit flag `startsWithDigit` and `parts`.
    static func prefix(startsWithDigit: Bool, parts: UnsafeBufferPointer<UInt32>) -> UInt64 {
        var prefix: UInt64 = startsWithDigit ? 1 : 0
        var isCut = false
        for index in 0..<3 {
            let part = isCut || index >= parts.count ? 0 : min(UInt64(parts[index]), Self.largestPrefixPart)
            isCut = isCut || part == Self.largestPrefixPart
            prefix = prefix << 21 | part
        }
        return prefix
    }

    /// The largest value a part takes in ``prefix``.
    private static let largestPrefixPart: UInt64 = 0x1F_FFFF

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
            rhs.parts.withUnsafeBufferPointer { right in order(parts: left, right) }
        }
        return partsOrder != 0 ? partsOrder : order(titles: lhs.title, rhs.title)
    }

    /// Compares two keys' parts: negative when `lhs` comes first, 0 when equal, positive otherwise.
    static func order(parts lhs: UnsafeBufferPointer<UInt32>, _ rhs: UnsafeBufferPointer<UInt32>) -> Int {
        for index in 0..<min(lhs.count, rhs.count) where lhs[index] != rhs[index] {
            return lhs[index] < rhs[index] ? -1 : 1
        }
        return lhs.count - rhs.count
    }

    /// Compares the raw titles of two keys with equal parts: negative, 0 or positive.
    static func order(titles lhs: String, _ rhs: String) -> Int {
        lhs == rhs ? 0 : lhs < rhs ? -1 : 1
    }
}
