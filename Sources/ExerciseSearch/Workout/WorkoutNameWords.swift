/// The words of a search result's name, stopwords aside, as the workout reader weighs them: which the
/// query matched, which stand in brackets, and which only say the entry covers several forms.
struct WorkoutNameWords {
    /// One name word.
    private struct Word {
        /// True when the query matched it (it is one of the result's name highlights).
        let isMatched: Bool
        /// True when it stands inside brackets: "Options" in "Bear Plank Hop (Options)".
        let isBracketed: Bool
        /// True for a word that says the entry shows several forms of the move ("Options",
        /// "Variations") or where it stays ("Place" of "In Place"), which no workout line names.
        let isGeneric: Bool
        /// True when it stands before a word joining two moves outside brackets: "Clean" in "Clean to
        /// Thruster".
        let isLead: Bool
        /// True when it stands after a word saying the move lacks it: "Push" and "Up" in "Burpee (No
        /// Push Up aka Up Down)".
        let isNegated: Bool
    }

    /// The name's words in order, stopwords left out.
    private let words: [Word]

    /// The words of `result`'s name.
    init(_ result: SearchResult) {
        let name = result.exercise.name
        let matched = Set(result.nameHighlights.map(\.lowerBound))
        let bracketed = Self.bracketedOffsets(in: name)
        let all = SearchText.words(in: name)
        let join = all.firstIndex {
            WorkoutVocabulary.comboJoins.contains($0.text) && !bracketed.contains($0.characters.lowerBound)
        }
        // The words after "no" or "without" name what the move lacks, up to another name ("aka") or the
        // end of the bracket they are in: "Burpee (No Push Up aka Up Down)" lacks the push-up, not the
        // up-down.
        let negated = all.firstIndex { WorkoutVocabulary.negationWords.contains($0.text) }.map { start in
            let end = all.indices.dropFirst(start + 1).first { index in
                all[index].text == "aka"
                    || bracketed.contains(all[start].characters.lowerBound)
                        && !bracketed.contains(all[index].characters.lowerBound)
            }
            return (start + 1)..<(end ?? all.count)
        }
        words = all.indices.filter { !Stopwords.words.contains(all[$0].text) }.map { index in
            let word = all[index]
            let phrase = index > 0 ? all[index - 1].text + " " + word.text : ""
            return Word(
                isMatched: matched.contains(word.characters.lowerBound),
                isBracketed: bracketed.contains(word.characters.lowerBound),
                isGeneric: WorkoutVocabulary.formWords.contains(word.text)
                    || WorkoutVocabulary.placePhrases.contains(phrase),
                isLead: join.map { index < $0 } ?? false,
                isNegated: negated?.contains(index) ?? false)
        }
    }

    /// True unless the name joins two moves ("Clean to Thruster") and the query matched no word of
    /// the first: "thrusters" alone is not the clean that leads into one.
    var isLeadMatched: Bool {
        let lead = words.filter { $0.isLead && !$0.isBracketed }
        return lead.isEmpty || lead.contains(where: \.isMatched)
    }

    /// True when the query matched a word the name says its move lacks: "push up" in "Burpee (No Push
    /// Up aka Up Down)".
    var matchesNegated: Bool {
        words.contains { $0.isNegated && $0.isMatched }
    }

    /// The number of words the query did not match, bracketed notes aside ("(Counting reps)", "(Slow)")
    /// unless the whole name is bracketed.
    var unmatchedCount: Int {
        let outside = words.filter { !$0.isBracketed }
        return (outside.isEmpty ? words : outside).count { !$0.isMatched }
    }

    /// True when the query matched the name's head: its last word outside brackets, the move itself
    /// ("Squat" in "Goblet Squat", "Shuffle" in "Broad Jump to Shuffle"), passing over words that only
    /// say the entry shows several forms ("Row" in "Bench Ipsilateral High Row Variations"); a name
    /// of nothing else is read whole.
    var isHeadMatched: Bool {
        let outside = words.filter { !$0.isBracketed }
        let head = (outside.isEmpty ? words : outside).last { !$0.isGeneric } ?? words.last
        return head?.isMatched ?? false
    }

    /// The `Character` offsets of `name` that stand inside brackets.
    private static func bracketedOffsets(in name: String) -> Set<Int> {
        var offsets: Set<Int> = []
        var depth = 0
        for (offset, character) in name.enumerated() {
            switch character {
            case "(", "[", "{":
                depth += 1
            case ")", "]", "}":
                depth = max(depth - 1, 0)
            default:
                if depth > 0 {
                    offsets.insert(offset)
                }
            }
        }
        return offsets
    }
}
