internal import ExerciseCatalog

/// Reads a word the catalog's vocabulary does not hold as the closest word it does: a phone's slip into
/// another real word ("goblin" for goblet, "plant" for plank) or a letter dropped or swapped beyond the
/// typo budget.
///
/// Only words of three letters or more, all letters, are read; they are compared with the catalog's
/// words of moves (stems found as words of their own in a tag or in a name of at most ``longestName``
/// words, of three letters or more, no stopword), within one edit for a word of 3–5 letters and two from 6
/// letters on (the lengths fuzzy search commonly uses), or two swaps for a word of five letters, measured
/// like typos (``EditDistance/Costs/typo``: a swap is one edit, an edit of the first letter two). The closest
/// wins, a substitution of a key beside the typed one on a QWERTY keyboard counting as closer than
/// another (half an edit less), then the word more common in the catalog (more postings), then A–Z.
/// The candidates are looked up in a table of the known words by length built once with the index
/// (``Vocabulary/knownWords(ofLength:)``), so a correction compares a few hundred words at most.
struct WordCorrector {
    /// A word read as another.
    struct Correction: Equatable {
        /// The vocabulary id of the word read.
        let id: Int32
        /// Its typo distance from the typed word.
        let distance: Int
    }

    /// The vocabulary corrected against.
    let vocabulary: Vocabulary
    /// How often each stem occurs (its posting count), by id.
    let frequency: (Int) -> Int
    /// Scratch rows for the distance computation.
    private var rows = EditDistance.Rows()

    /// The shortest word read or offered.
    static let shortestWord = 3
    /// The most words a name may have for its words to be read: longer names are captions ("Concentration
    /// Curls are done wrong…"), whose words are no moves.
    static let longestName = 6

    /// True when a word posted in the field of bit `field` is a word of a move: any word of a tag, or a word
    /// of a name of at most ``longestName`` words (`nameWords`, the words of the posting's name).
    static func isMoveWord(field: UInt8, nameWords: UInt8) -> Bool {
        field == SearchField.name.bit
            ? Int(nameWords) <= longestName : MatchTable.tagFields & (1 << field) != 0
    }

    /// A corrector over `vocabulary` whose words occur `frequency` times.
    init(vocabulary: Vocabulary, frequency: @escaping (Int) -> Int) {
        self.vocabulary = vocabulary
        self.frequency = frequency
    }

    /// The most edits a word of `length` letters may be from its correction.
    ///
    /// None below three letters, one for 3–5 letters, two from 6: two edits reach too many words of five
    /// letters ("devil" is two from "detail") for either to be a likely slip.
    static func limit(forLength length: Int) -> Int {
        switch length {
        case ..<shortestWord: 0
        case ...5: 1
        default: 2
        }
    }

    /// The most edits a word of `length` letters may be from a word of its own letters and length.
    ///
    /// Letters typed out of order ("bnehc" for bench) may be two edits off from five letters on; otherwise
    /// ``limit(forLength:)``.
    static func swapLimit(forLength length: Int) -> Int {
        length >= 5 ? 2 : limit(forLength: length)
    }

    /// The known word `stem` is read as, or nil when it is itself in the vocabulary (a vocabulary word is
    /// never corrected), is not a word of letters of at least three, or no known word is close enough.
    mutating func correction(of stem: String) -> Correction? {
        let length = stem.unicodeScalars.count
        let limit = Self.swapLimit(forLength: length)
        let editLimit = Self.limit(forLength: length)
        // A word longer than every word of a move by more than the limit is within it of none.
        guard limit > 0, length - limit <= vocabulary.longestStem else {
            return nil
        }
        let typed = ArraySlice(stem.unicodeScalars.map(\.value))
        guard vocabulary.id(of: stem) == nil,
            stem.unicodeScalars.allSatisfy(\.properties.isAlphabetic)
        else {
            return nil
        }
        let typedMask = Vocabulary.letterMask(typed)
        var best: (cost: Int, frequency: Int, id: Int, distance: Int)?
        for length in max(Self.shortestWord, typed.count - limit)...(typed.count + limit) {
            for id32 in vocabulary.knownWords(ofLength: length) {
                let id = Int(id32)
                let mask = vocabulary.letterMasks[id]
                guard (typedMask & ~mask).nonzeroBitCount <= limit,
                    (mask & ~typedMask).nonzeroBitCount <= limit
                else {
                    continue
                }
                let word = vocabulary.scalars(of: id)
                guard
                    let distance = EditDistance.distance(
                        from: typed, to: word, limit: limit, costs: .typo, rows: &rows)
                else {
                    continue
                }
                // Beyond the edit limit only letters typed out of order are read.
                if distance > editLimit, word.count != typed.count || mask != typedMask {
                    continue
                }
                // In half edits: a slip onto a neighbouring key is the likelier mistake.
                let cost = 2 * distance - Self.neighbouringSubstitutions(typed, word)
                let candidate = (cost: cost, frequency: frequency(id), id: id, distance: distance)
                if let current = best,
                    (current.cost, -current.frequency, current.id) <= (cost, -candidate.frequency, id)
                {
                    continue
                }
                best = candidate
            }
        }
        return best.map { Correction(id: Int32($0.id), distance: $0.distance) }
    }

    /// For two words of the same length, the places where they hold two letters on neighbouring keys
    /// (at most two, the corrector's edits); 0 for words of different lengths.
    static func neighbouringSubstitutions(_ typed: ArraySlice<UInt32>, _ word: ArraySlice<UInt32>) -> Int {
        guard typed.count == word.count else {
            return 0
        }
        var count = 0
        for (left, right) in zip(typed, word) where left != right && KeyboardLayout.areNeighbours(left, right)
        {
            count += 1
        }
        return min(count, 2)
    }
}

/// Where letters sit on a QWERTY keyboard, the layout phones show first.
enum KeyboardLayout {
    /// The three letter rows, top first.
    static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

    /// Each letter's row and column, by scalar value.
    private static let places: [UInt32: (row: Int, column: Int)] = {
        var places: [UInt32: (row: Int, column: Int)] = [:]
        for (row, letters) in rows.enumerated() {
            for (column, letter) in letters.unicodeScalars.enumerated() {
                places[letter.value] = (row, column)
            }
        }
        return places
    }()

    /// True when the letters `left` and `right` are on keys side by side, or touching in the row above
    /// or below (each row sits half a key to the right of the one above).
    static func areNeighbours(_ left: UInt32, _ right: UInt32) -> Bool {
        guard let a = places[left], let b = places[right], a.row != b.row || a.column != b.column else {
            return false
        }
        switch b.row - a.row {
        case 0: return abs(b.column - a.column) == 1
        case 1: return b.column == a.column || b.column == a.column - 1
        case -1: return a.column == b.column || a.column == b.column - 1
        default: return false
        }
    }
}
