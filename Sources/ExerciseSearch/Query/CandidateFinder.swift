internal import ExerciseCatalog

/// Finds the vocabulary stems a query word matches: exactly, as a prefix, or within its typo budget.
struct CandidateFinder {
    /// The vocabulary searched.
    let vocabulary: Vocabulary
    /// Scratch rows for the distance computation.
    private var rows = EditDistance.Rows()

    /// Creates a finder over `vocabulary`.
    init(vocabulary: Vocabulary) {
        self.vocabulary = vocabulary
    }

    /// The matches of a word whose stem is `stem` and which was typed as `typed`.
    ///
    /// `isLast` allows prefix matches of `typed`, and, when nothing begins with `typed` as it is, typo'd
    /// prefix matches; `allowsTypos` allows typo matches of `stem` within
    /// ``TypoBudget/forLengths(typed:indexed:)`` of the typed and the indexed length (a typo'd prefix
    /// within ``TypoBudget/forLength(_:)`` of the typed length). With a typed budget of 1 only stems
    /// sharing the first letter are compared, so the second typo a longer stem allows a 6- or 7-letter
    /// word never changes its first letter. Stems found only as joins of two words are never matched
    /// with typos. A stem is listed once, with its best kind.
    mutating func candidates(stem: String, typed: String, isLast: Bool, allowsTypos: Bool) -> [Candidate] {
        var found: [Candidate] = []
        let exactID = vocabulary.id(of: stem)
        if let exactID {
            found.append(Candidate(id: exactID, typos: 0, kind: .exact, typedLength: 0))
        }
        let typedScalars = ArraySlice(typed.unicodeScalars.map(\.value))
        let typedLength = UInt8(min(typedScalars.count, 255))
        let prefixIDs = isLast ? vocabulary.ids(withPrefix: typedScalars) : 0..<0
        for id in prefixIDs where Int32(id) != exactID {
            found.append(Candidate(id: Int32(id), typos: 0, kind: .prefix, typedLength: typedLength))
        }
        let budget = TypoBudget.forLength(typedScalars.count)
        // The most any stem allows: that of a stem two letters longer than the typed word.
        let widestBudget = TypoBudget.forLengths(typed: typedScalars.count, indexed: typedScalars.count + 2)
        let stemScalars = ArraySlice(stem.unicodeScalars.map(\.value))
        // A word longer than every stem by more than its budget is within the budget of none.
        guard allowsTypos, widestBudget > 0,
            min(stemScalars.count, typedScalars.count) - widestBudget <= vocabulary.longestStem
        else {
            return found
        }
        let stemMask = Vocabulary.letterMask(stemScalars)
        let typedMask = Vocabulary.letterMask(typedScalars)
        let triesTypoPrefix = isLast && exactID == nil && prefixIDs.isEmpty
        for id in scanRange(first: stemScalars.first, budget: budget)
        where Int32(id) != exactID && !prefixIDs.contains(id) {
            // Length and letter-mask bounds first: they rule out most words without reading them.
            let length = vocabulary.scalarCount(of: id)
            let mask = vocabulary.letterMasks[id]
            let typoBudget = TypoBudget.forLengths(typed: typedScalars.count, indexed: length)
            let fitsTypo =
                abs(length - stemScalars.count) <= typoBudget
                && (stemMask & ~mask).nonzeroBitCount <= typoBudget
                && (mask & ~stemMask).nonzeroBitCount <= typoBudget
            let fitsTypoPrefix =
                triesTypoPrefix && length >= typedScalars.count - budget
                && (typedMask & ~mask).nonzeroBitCount <= budget
            guard fitsTypo || fitsTypoPrefix, !vocabulary.isJoinOnly[id] else {
                continue
            }
            let word = vocabulary.scalars(of: id)
            if fitsTypo,
                let typos = EditDistance.distance(
                    from: stemScalars, to: word, limit: typoBudget, costs: .typo, rows: &rows)
            {
                found.append(
                    Candidate(id: Int32(id), typos: UInt8(typos), kind: .typo, typedLength: typedLength))
            } else if fitsTypoPrefix,
                let typos = EditDistance.prefixDistance(
                    from: typedScalars, to: word, limit: budget, costs: .typo, rows: &rows)
            {
                found.append(
                    Candidate(id: Int32(id), typos: UInt8(typos), kind: .typoPrefix, typedLength: typedLength)
                )
            }
        }
        return found
    }

    /// The ids worth comparing: with a budget of 1 only words sharing the first letter (an edit of the
    /// first letter costs 2), with a larger budget all of them.
    private func scanRange(first: UInt32?, budget: Int) -> Range<Int> {
        guard budget < 2, let first else {
            return 0..<vocabulary.count
        }
        return vocabulary.ids(withPrefix: [first])
    }
}
