/// The default A–Z order every front end lists exercises in, the same on every platform and locale.
///
/// Titles compare ignoring brackets and quotes anywhere (`( ) [ ] { } " ' “ ” ‘ ’ « »`) and anything
/// before the first letter or digit (such as emoji), without regard to case or diacritics, with each run
/// of digits compared as a number ("2 Point Row" before "10 Stroke Power Row"). Titles beginning with a
/// digit come after all others. Ties are broken by the raw title, then by exercise id.
public enum BrowseOrder {
    /// `exercises` in browse order; each title's key is computed once.
    public static func sorted(_ exercises: [Exercise]) -> [Exercise] {
        sortedIndices(exercises).map { exercises[$0] }
    }

    /// The indices of `exercises` in browse order (the order of ``sorted(_:)``).
    ///
    /// Each key's digit flag and first three parts are packed into one integer, which settles most
    /// comparisons; the rest compare the keys' parts, copied into one flat buffer so that comparing
    /// reads memory and touches no reference counts.
    public static func sortedIndices(_ exercises: [Exercise]) -> [Int] {
        var prefixes: [UInt64] = []
        prefixes.reserveCapacity(exercises.count)
        var partStarts: [Int] = [0]
        partStarts.reserveCapacity(exercises.count + 1)
        var parts: [UInt32] = []
        parts.reserveCapacity(exercises.reduce(0) { $0 + 2 * $1.name.utf8.count + 2 })
        for index in exercises.indices {
            let start = parts.count
            var startsWithDigit = BrowseKeyPart.appendASCIIParts(of: exercises[index].name, to: &parts)
            if startsWithDigit == nil {
                let key = BrowseKey(title: exercises[index].name)
                parts += key.parts
                startsWithDigit = key.startsWithDigit
            }
            let prefix = parts.withUnsafeBufferPointer { parts in
                BrowseKey.prefix(
                    startsWithDigit: startsWithDigit ?? false,
                    parts: UnsafeBufferPointer(rebasing: parts[start...]))
            }
            prefixes.append(prefix)
            partStarts.append(parts.count)
        }
        return parts.withUnsafeBufferPointer { parts in
            exercises.indices.sorted { lhs, rhs in
                if prefixes[lhs] != prefixes[rhs] {
                    return prefixes[lhs] < prefixes[rhs]
                }
                var order = BrowseKey.order(
                    parts: UnsafeBufferPointer(rebasing: parts[partStarts[lhs]..<partStarts[lhs + 1]]),
                    UnsafeBufferPointer(rebasing: parts[partStarts[rhs]..<partStarts[rhs + 1]]))
                if order == 0 {
                    order = BrowseKey.order(titles: exercises[lhs].name, exercises[rhs].name)
                }
                if order != 0 {
                    return order < 0
                }
                if exercises[lhs].id != exercises[rhs].id {
                    return exercises[lhs].id < exercises[rhs].id
                }
                return lhs < rhs
            }
        }
    }

    /// True when the title `lhs` comes before the title `rhs` in browse order.
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        BrowseKey(title: lhs) < BrowseKey(title: rhs)
    }
}
