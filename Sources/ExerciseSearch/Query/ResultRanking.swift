/// Turns a filled ``MatchTable`` into ranked rows and facet counts.
///
/// An exercise is a result when it matches at least one counted query word and, if it misses some,
/// at least one of its matched words is a solid match: found outside the coaching cues, and as a whole
/// word (itself, a synonym or with typos) rather than as the beginning of the word still being typed.
/// So a stray cue mention does not bring in an exercise that lacks other words of the query, and
/// "hammer c" lists the hammer exercises, not everything with a word starting with "c".
///
/// A word found only in the caption names ranks as missing, and so does, in a description or question
/// (``QueryPlan/isDescription``), a word found only in the coaching cues: a sentence shares words with
/// any long cue by chance, so the move whose name and tags hold the words comes first.
enum ResultRanking {
    /// The ranked rows passing `selection`; `counter` counts every exercise matching the query.
    static func rank(
        _ table: MatchTable, plan: QueryPlan, storage: SearchStorage, selection: FilterSelection,
        counter: inout FacetCounter
    ) -> [RankedExercise] {
        let exactNames = storage.names.exercises(withKey: plan.exactKey)
        let counted = plan.countedWords
        let wordCount = table.wordCount
        var ranks: [SearchRank] = []
        var exercises: [Int32] = []
        var words = [QueryWordMatches](repeating: .none, count: storage.exercises.count)
        // The query words some exercise matched in a tag: missing one of them costs a result less.
        let taggedWords = table.touched.reduce(UInt16(0)) { $0 | table.tagMatches[Int($1)].words }
        storage.facets.withExerciseValues { valuesOf in
            for exercise32 in table.touched {
                let exercise = Int(exercise32)
                var missing = 0
                // Words found only in the caption names rank as missing: below any name or tag match.
                var captionOnly = 0
                // In a description, words found only in the coaching cues: prose shares words with prose.
                var cueOnly = 0
                var missingUntagged = 0
                var typos = 0
                var fieldCost = 0
                var matchCost = 0
                var proximity = 0
                var hasSolidMatch = false
                var previousEnd: Int?
                var matchedWords: UInt16 = 0
                var wordsInNameOrTags: UInt16 = 0
                var wordsInName: UInt16 = 0
                var wholeWordsInName = 0
                var wordsWithoutTypos: UInt16 = 0
                let tagMatches = table.tagMatches[exercise]
                for word in counted {
                    let value = table.best[exercise * wordCount + word]
                    guard value != MatchTable.unmatched else {
                        missing += 1
                        missingUntagged += taggedWords & 1 << UInt16(word) == 0 ? 1 : 0
                        continue
                    }
                    let tier = MatchTable.tier(of: value)
                    captionOnly += tier == SearchField.captionNames.tier ? 1 : 0
                    cueOnly += tier == SearchField.coachingCues.tier ? 1 : 0
                    let kind = MatchTable.kind(of: value)
                    let wordTypos = MatchTable.typos(of: value)
                    typos += wordTypos
                    let bit: UInt16 = 1 << UInt16(word)
                    matchedWords |= bit
                    if tier <= SearchField.equipment.tier {
                        wordsInNameOrTags |= bit
                    }
                    if tier == SearchField.name.tier {
                        wordsInName |= bit
                    }
                    if wordTypos == 0 {
                        wordsWithoutTypos |= bit
                    }
                    let isWholeWord =
                        kind != Int(MatchKind.prefix.rawValue) && kind != Int(MatchKind.typoPrefix.rawValue)
                    fieldCost += Self.fieldCost(
                        tier: tier, isWholeWord: isWholeWord, alsoInTag: tagMatches.words & bit != 0,
                        inTagPhrase: tagMatches.phraseWords & bit != 0)
                    matchCost += MatchKind.rankCosts[kind]
                    hasSolidMatch = hasSolidMatch || (tier < SearchField.coachingCues.tier && isWholeWord)
                    if tier == SearchField.name.tier {
                        // An everyday name reaches a name the query does not spell: it never covers it.
                        wholeWordsInName += isWholeWord && kind != Int(MatchKind.alias.rawValue) ? 1 : 0
                        let positions = MatchTable.namePositions(of: value)
                        if let previousEnd {
                            proximity += abs(positions.lowerBound - previousEnd - 1)
                        }
                        previousEnd = positions.upperBound
                    }
                }
                guard missing < counted.count, missing == 0 || hasSolidMatch else {
                    continue
                }
                let values = valuesOf(exercise)
                let failures = selection.failures(ofValues: values)
                counter.count(values: values, failures: failures)
                guard failures.count == 0 else {
                    continue
                }
                let nameLength = Int(storage.names.wordCounts[exercise])
                let coversName =
                    wholeWordsInName == counted.count
                    && Self.coversEveryWord(table.highlights[exercise], nameLength: nameLength)
                ranks.append(
                    SearchRank(
                        isExactName: exactNames.contains(exercise32),
                        missingWords: missing + captionOnly + (plan.isDescription ? cueOnly : 0),
                        missingUntaggedWords: missingUntagged, typos: typos,
                        coversName: coversName, fieldCost: fieldCost, matchCost: matchCost,
                        proximity: proximity, nameLength: nameLength,
                        browsePosition: Int(storage.browsePositions[exercise])))
                exercises.append(exercise32)
                words[exercise] = QueryWordMatches(
                    matched: matchedWords, inNameOrTags: wordsInNameOrTags, inName: wordsInName,
                    withoutTypos: wordsWithoutTypos)
            }
        }
        let order = sortedOrder(ranks, exercises: exercises, storage: storage)
        let rows = order.map { exercise in
            RankedExercise(
                exercise: exercise.exercise, rank: exercise.rank,
                fields: table.fields[Int(exercise.exercise)],
                highlights: table.highlights[Int(exercise.exercise)], words: words[Int(exercise.exercise)])
        }
        return rows
    }

    /// What a word whose best match is in a field of `tier` adds to ``SearchRank/fieldCost``: 0 when
    /// that is the name and the word also matched a tag (muscle group, equipment, category, movement)
    /// as a whole word, or when it is a tag matched together with its neighbour as one phrase
    /// (`inTagPhrase`: "upper back" in the tag "upper back", not "upper" from "Upper Body" and "back" from
    /// "lower back"); 1 for the name alone or a whole word in a tag alone; 2 for the beginning of a tag
    /// word (`isWholeWord` false: the word being typed) or a creator; 3 for the coaching cues.
    ///
    /// The name and the tags both describe an exercise, and either can use a word in another sense:
    /// "Cross-Back Lunge" is no back exercise, the untagged "Biceps Curl" plainly works the biceps.
    /// A word found in both is the surest match; one found in only one of them is no surer in the name
    /// than in a tag, so "back" lists exercises tagged back, short names first, before long captions
    /// that merely say "back". The beginning of a word is another matter: typing "sho" heads for the
    /// names saying "Shoulder", not for every exercise tagged shoulders.
    static func fieldCost(tier: Int, isWholeWord: Bool, alsoInTag: Bool, inTagPhrase: Bool) -> Int {
        switch tier {
        case SearchField.name.tier: alsoInTag ? 0 : 1
        case SearchField.equipment.tier: inTagPhrase ? 0 : isWholeWord ? 1 : 2
        default: tier
        }
    }

    /// True when `highlights` (matched name words, bit per position) holds every word of a name of
    /// `nameLength` words; never for an empty name or one past the 64 words highlights hold.
    static func coversEveryWord(_ highlights: UInt64, nameLength: Int) -> Bool {
        nameLength > 0 && nameLength <= 64 && highlights.nonzeroBitCount == nameLength
    }

    /// Every exercise passing `selection`, in browse order: the answer to an empty query.
    static func browse(
        storage: SearchStorage, selection: FilterSelection, counter: inout FacetCounter
    ) -> [RankedExercise] {
        var rows: [RankedExercise] = []
        storage.facets.withExerciseValues { valuesOf in
            for (position, exercise32) in storage.browseOrder.enumerated() {
                let values = valuesOf(Int(exercise32))
                let failures = selection.failures(ofValues: values)
                counter.count(values: values, failures: failures)
                guard failures.count == 0 else {
                    continue
                }
                let rank = SearchRank(
                    isExactName: false, missingWords: 0, missingUntaggedWords: 0, typos: 0, coversName: false,
                    fieldCost: 0,
                    matchCost: 0, proximity: 0, nameLength: 0, browsePosition: position)
                rows.append(
                    RankedExercise(exercise: exercise32, rank: rank, fields: 0, highlights: 0, words: .none))
            }
        }
        return rows
    }

    /// The exercises with their ranks, best first.
    ///
    /// Ranks hold the browse position in their lowest bits, so while it fits (catalogs of up to
    /// 16,777,216 exercises) ranks are distinct and sorting the bare integers suffices; beyond that
    /// equal ranks fall back to the full browse position.
    private static func sortedOrder(
        _ ranks: [SearchRank], exercises: [Int32], storage: SearchStorage
    ) -> [(rank: SearchRank, exercise: Int32)] {
        let positionBits = SearchRank.bucketWidths[SearchRank.bucketWidths.count - 1]
        if storage.exercises.count <= 1 << positionBits {
            let mask = UInt64(1 << positionBits) - 1
            return ranks.map(\.packed).sorted().map { packed in
                (SearchRank(packed: packed), storage.browseOrder[Int(packed & mask)])
            }
        }
        let pairs = zip(ranks, exercises).map { (rank: $0, exercise: $1) }
        return pairs.sorted { lhs, rhs in
            lhs.rank != rhs.rank
                ? lhs.rank < rhs.rank
                : storage.browsePositions[Int(lhs.exercise)] < storage.browsePositions[Int(rhs.exercise)]
        }
    }
}
