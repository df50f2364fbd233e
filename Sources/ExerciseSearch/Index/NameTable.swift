/// What search needs to know about each exercise name: its words' places and its whole folded form.
struct NameTable: Sendable {
    /// Words in each name (saturating at 255).
    private(set) var wordCounts: [UInt8] = []
    /// Where each name's word ranges start in ``characterRanges``; one more element than names.
    private(set) var rangeStarts: [Int32] = [0]
    /// The Character range of every name word, name after name.
    private(set) var characterRanges: [Range<Int32>] = []
    /// Folded names with their words run together ("pushup" for "Push-Up"), interned.
    private var keys = TermTable()
    /// The first exercise (catalog order) with each interned key.
    private var firstExerciseWithKey: [Int32] = []
    /// For each exercise, the next exercise with the same key, or -1.
    private var nextExerciseWithKey: [Int32] = []
    /// For each key, the last exercise found with it so far.
    private var lastExerciseWithKey: [Int32] = []
    /// Scratch buffer for a key.
    private var scratch: [UInt8] = []

    /// Records the scanned words of the next exercise's name.
    mutating func append(_ scan: WordScan) {
        let exercise = Int32(wordCounts.count)
        wordCounts.append(UInt8(min(scan.words.count, 255)))
        scratch.removeAll(keepingCapacity: true)
        scan.bytes.withUnsafeBufferPointer { bytes in
            for word in scan.words {
                characterRanges.append(Int32(word.characters.lowerBound)..<Int32(word.characters.upperBound))
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[word.bytes]))
            }
        }
        rangeStarts.append(Int32(characterRanges.count))
        let key = Int(scratch.withUnsafeBufferPointer { keys.intern(buffer: $0) })
        nextExerciseWithKey.append(-1)
        if key == firstExerciseWithKey.count {
            firstExerciseWithKey.append(exercise)
            lastExerciseWithKey.append(exercise)
        } else {
            nextExerciseWithKey[Int(lastExerciseWithKey[key])] = exercise
            lastExerciseWithKey[key] = exercise
        }
    }

    /// The exercises whose folded name, words run together, is `key`.
    func exercises(withKey key: String) -> [Int32] {
        guard let id = keys.id(of: key.utf8) else {
            return []
        }
        var found: [Int32] = []
        var exercise = firstExerciseWithKey[Int(id)]
        while exercise >= 0 {
            found.append(exercise)
            exercise = nextExerciseWithKey[Int(exercise)]
        }
        return found
    }

    /// The Character range of word `position` in the name of `exercise`, if the name has that many words.
    func characterRange(ofWord position: Int, inNameOf exercise: Int) -> Range<Int>? {
        let index = Int(rangeStarts[exercise]) + position
        guard index < Int(rangeStarts[exercise + 1]) else {
            return nil
        }
        let range = characterRanges[index]
        return Int(range.lowerBound)..<Int(range.upperBound)
    }

    /// The lookup key of folded words: their letters run together.
    static func key(of words: [FoldedWord]) -> String {
        words.map(\.text).joined()
    }
}
