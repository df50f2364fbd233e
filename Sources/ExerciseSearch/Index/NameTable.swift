internal import ExerciseCatalog

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

    /// Records the scanned words of the next exercise's name.
    mutating func append(_ scan: WordScan) {
        let exercise = Int32(wordCounts.count)
        wordCounts.append(UInt8(min(scan.words.count, 255)))
        for word in scan.words {
            characterRanges.append(Int32(word.characters.lowerBound)..<Int32(word.characters.upperBound))
        }
        rangeStarts.append(Int32(characterRanges.count))
        // The scan holds its words back to back and nothing else: the key is the whole buffer.
        let key = Int(scan.bytes.withUnsafeBufferPointer { keys.intern(buffer: $0) })
        chain(exercise, toKey: key)
    }

    /// Puts `exercise`, the latest name recorded, at the end of the chain of `key`.
    ///
    /// A key one past the known ones starts a chain; keys are first met in id order, so a new key is
    /// always that one.
    private mutating func chain(_ exercise: Int32, toKey key: Int) {
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

extension NameTable {
    /// Appends the table to a snapshot.
    func write(to writer: inout SnapshotWriter) {
        writer.write(wordCounts)
        writer.write(rangeStarts)
        writer.write(characterRanges.map(\.lowerBound))
        writer.write(characterRanges.map(\.upperBound))
        keys.write(to: &writer)
        writer.write(firstExerciseWithKey)
        writer.write(nextExerciseWithKey)
        writer.write(lastExerciseWithKey)
    }

    /// Reads a table written by ``write(to:)`` for `exerciseCount` exercises.
    init(reading reader: inout SnapshotReader, exerciseCount: Int) throws(SnapshotError) {
        self.init()
        wordCounts = try reader.readArray(of: UInt8.self)
        let starts = try reader.readArray(of: Int32.self)
        let lowers = try reader.readArray(of: Int32.self)
        let uppers = try reader.readArray(of: Int32.self)
        guard wordCounts.count == exerciseCount, lowers.count == uppers.count,
            starts.count == exerciseCount + 1, starts.first == 0, starts.last.map(Int.init) == lowers.count,
            zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 }),
            zip(lowers, uppers).allSatisfy({ $0 <= $1 })
        else {
            throw SnapshotError("the name table does not fit its \(exerciseCount) exercises")
        }
        rangeStarts = starts
        characterRanges = zip(lowers, uppers).map { $0..<$1 }
        keys = try TermTable(reading: &reader)
        firstExerciseWithKey = try reader.readIndices(of: Int32.self, below: exerciseCount)
        nextExerciseWithKey = try reader.readIndices(of: Int32.self, below: exerciseCount, allowingNone: true)
        lastExerciseWithKey = try reader.readIndices(of: Int32.self, below: exerciseCount)
        guard firstExerciseWithKey.count == keys.count, lastExerciseWithKey.count == keys.count,
            nextExerciseWithKey.count == exerciseCount,
            nextExerciseWithKey.enumerated().allSatisfy({ $1 == -1 || Int($1) > $0 })
        else {
            throw SnapshotError("the name table's key chains are broken")
        }
    }
}
