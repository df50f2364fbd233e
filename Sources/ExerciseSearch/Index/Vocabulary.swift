internal import ExerciseCatalog

/// Every indexed stem, sorted, so that words sharing a beginning have consecutive ids.
///
/// Ids `0..<count` are stems in Unicode scalar order; a stem's scalars are stored contiguously for the
/// typo search, with a 64-bit letter mask (bit `scalar % 64`) that rules most words out without
/// computing a distance.
struct Vocabulary: Sendable {
    /// The interned stems of the build, including some without postings.
    private let table: TermTable
    /// Final ids by interned id; -1 for stems left out.
    private let finalIDs: [Int32]
    /// Interned ids by final id.
    private let internedIDs: [Int32]
    /// Where each stem's scalars start in ``scalars``; one more element than there are stems.
    private let scalarStarts: [Int32]
    /// The scalars of all stems, one after another.
    private let scalars: [UInt32]
    /// The letter mask of each stem.
    let letterMasks: [UInt64]
    /// True for stems found as a word of their own (not only as a join) outside coaching cues: the ones
    /// worth suggesting.
    let isSuggestible: [Bool]
    /// True for stems found only as joins of two words ("pushup" where names say "Push Up"), which typo
    /// matching skips.
    let isJoinOnly: [Bool]
    /// The number of scalars of the longest stem: a longer word cannot be any stem, and a word longer
    /// than twice it cannot be two stems run together.
    let longestStem: Int
    /// True for stems found as a word of their own in a tag (muscle groups, equipment, category,
    /// movement) or in a name of at most ``WordCorrector/longestName`` words: the words of moves, which a
    /// query word the vocabulary does not hold may be read as (a longer name is a caption).
    let isCorrectable: [Bool]
    /// The correctable stems of letters only, no stopword, by scalar count.
    ///
    /// What ``WordCorrector`` compares a word with; derived once per index, never stored.
    private let knownWordsByLength: [[Int32]]

    /// Builds the vocabulary from the interned stems `table`, keeping `sortedIDs` (already in order).
    init(
        table: TermTable, sortedIDs: [Int32], isSuggestible: [Bool], isJoinOnly: [Bool], isCorrectable: [Bool]
    ) {
        var finalIDs = [Int32](repeating: -1, count: table.count)
        var starts = [Int32](repeating: 0, count: sortedIDs.count + 1)
        var masks = [UInt64](repeating: 0, count: sortedIDs.count)
        var scalars: [UInt32] = []
        scalars.reserveCapacity(table.bytes.count)
        table.bytes.withUnsafeBufferPointer { bytes in
            for (finalID, internedID) in sortedIDs.enumerated() {
                finalIDs[Int(internedID)] = Int32(finalID)
                let key = UnsafeBufferPointer(rebasing: bytes[table.range(of: Int(internedID))])
                let before = scalars.count
                if key.allSatisfy({ $0 < 0x80 }) {
                    for byte in key {
                        scalars.append(UInt32(byte))
                    }
                } else {
                    for scalar in String(decoding: key, as: UTF8.self).unicodeScalars {
                        scalars.append(scalar.value)
                    }
                }
                masks[finalID] = Self.letterMask(scalars[before...])
                starts[finalID + 1] = Int32(scalars.count)
            }
        }
        self.table = table
        self.finalIDs = finalIDs
        self.internedIDs = sortedIDs
        self.scalarStarts = starts
        self.scalars = scalars
        self.letterMasks = masks
        self.isSuggestible = isSuggestible
        self.isJoinOnly = isJoinOnly
        self.isCorrectable = isCorrectable
        longestStem = zip(starts, starts.dropFirst()).map { Int($1 - $0) }.max() ?? 0
        var known = [[Int32]](repeating: [], count: longestStem + 1)
        let stopwordIDs = Set(Stopwords.stems.compactMap { table.id(of: $0.utf8) })
        for (finalID, internedID) in sortedIDs.enumerated()
        where isCorrectable[finalID] && !stopwordIDs.contains(internedID) {
            let letters = scalars[Int(starts[finalID])..<Int(starts[finalID + 1])]
            if letters.allSatisfy(Self.isLetter) {
                known[letters.count].append(Int32(finalID))
            }
        }
        knownWordsByLength = known
    }

    /// The known words of `length` scalars (see ``knownWordsByLength``), in id order.
    func knownWords(ofLength length: Int) -> [Int32] {
        length >= 0 && length < knownWordsByLength.count ? knownWordsByLength[length] : []
    }

    /// True for the scalar of a letter of any script.
    private static func isLetter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x61...0x7A: true
        case ..<0x80: false
        default: Unicode.Scalar(scalar)?.properties.isAlphabetic ?? false
        }
    }

    /// The number of stems.
    var count: Int {
        internedIDs.count
    }

    /// The id of `stem`, or nil when no exercise contains it.
    func id(of stem: String) -> Int32? {
        guard let interned = table.id(of: stem.utf8) else {
            return nil
        }
        let id = finalIDs[Int(interned)]
        return id >= 0 ? id : nil
    }

    /// The id of the stem of the folded UTF-8 `word` (see ``PluralFolding``), or nil when no exercise
    /// contains it; reads `word` in place, copying it only when the stem ends in an added "y".
    func id(ofStemOf word: UnsafeBufferPointer<UInt8>) -> Int32? {
        let shape = PluralFolding.stemShape(of: word)
        let interned =
            shape.appendsY
            ? table.id(of: word[..<shape.keptBytes] + [UInt8(ascii: "y")])
            : table.id(of: UnsafeBufferPointer(rebasing: word[..<shape.keptBytes]))
        guard let interned else {
            return nil
        }
        let id = finalIDs[Int(interned)]
        return id >= 0 ? id : nil
    }

    /// The stem with id `id`.
    func word(_ id: Int) -> String {
        String(decoding: table.key(Int(internedIDs[id])), as: UTF8.self)
    }

    /// The number of scalars of stem `id`.
    func scalarCount(of id: Int) -> Int {
        Int(scalarStarts[id + 1] - scalarStarts[id])
    }

    /// The scalars of stem `id`.
    func scalars(of id: Int) -> ArraySlice<UInt32> {
        scalars[Int(scalarStarts[id])..<Int(scalarStarts[id + 1])]
    }

    /// The ids of the stems that begin with `prefix` (all of them for an empty prefix).
    func ids(withPrefix prefix: ArraySlice<UInt32>) -> Range<Int> {
        let lower = firstID { !scalars(of: $0).lexicographicallyPrecedes(prefix) }
        let upper = firstID { id in
            let word = scalars(of: id)
            return !word.starts(with: prefix) && !word.lexicographicallyPrecedes(prefix)
        }
        return lower..<max(lower, upper)
    }

    /// The mask with bit `scalar % 64` set for each scalar.
    static func letterMask(_ scalars: ArraySlice<UInt32>) -> UInt64 {
        var mask: UInt64 = 0
        for scalar in scalars {
            mask |= 1 << UInt64(scalar % 64)
        }
        return mask
    }

    /// `ids` of `table` sorted by their bytes (UTF-8 order is Unicode scalar order).
    ///
    /// Each key's first eight bytes, read as one big-endian number (zeros after a shorter key, and no
    /// key holds a zero byte), order most pairs in one comparison; only keys that share them are
    /// compared byte by byte.
    static func sorted(_ ids: [Int32], in table: TermTable) -> [Int32] {
        table.bytes.withUnsafeBufferPointer { bytes in
            let prefixes = ids.map { id in
                var prefix: UInt64 = 0
                let range = table.range(of: Int(id))
                for offset in 0..<8 {
                    let index = range.lowerBound + offset
                    prefix = prefix << 8 | UInt64(index < range.upperBound ? bytes[index] : 0)
                }
                return prefix
            }
            var order = Array(ids.indices)
            order.sort { left, right in
                prefixes[left] != prefixes[right]
                    ? prefixes[left] < prefixes[right]
                    : bytes[table.range(of: Int(ids[left]))].lexicographicallyPrecedes(
                        bytes[table.range(of: Int(ids[right]))])
            }
            return order.map { ids[$0] }
        }
    }

    /// The first id for which `isAtOrAfter` holds, assuming it holds for every later id too.
    private func firstID(where isAtOrAfter: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(middle) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }
}

extension Vocabulary {
    /// Appends the vocabulary to a snapshot: the interned stems, the kept ids in order and their flags.
    func write(to writer: inout SnapshotWriter) {
        table.write(to: &writer)
        writer.write(internedIDs)
        writer.write(isSuggestible)
        writer.write(isJoinOnly)
        writer.write(isCorrectable)
    }

    /// Reads a vocabulary written by ``write(to:)``.
    init(reading reader: inout SnapshotReader) throws(SnapshotError) {
        let table = try TermTable(reading: &reader)
        let sortedIDs = try reader.readIndices(of: Int32.self, below: table.count)
        let isSuggestible = try reader.readFlags()
        let isJoinOnly = try reader.readFlags()
        let isCorrectable = try reader.readFlags()
        guard isSuggestible.count == sortedIDs.count, isJoinOnly.count == sortedIDs.count,
            isCorrectable.count == sortedIDs.count
        else {
            throw SnapshotError("the vocabulary's flags do not match its \(sortedIDs.count) stems")
        }
        self.init(
            table: table, sortedIDs: sortedIDs, isSuggestible: isSuggestible, isJoinOnly: isJoinOnly,
            isCorrectable: isCorrectable)
    }
}
