public import ExerciseCatalog

/// One line of a workout with what the catalog has for it.
public struct WorkoutEntry: Sendable {
    /// The line, its kind and its query.
    public let line: WorkoutLine
    /// The exercise the line names, when the catalog has it; nil for headers, rest and unknown moves.
    public let match: Exercise?
    /// Up to ``WorkoutReader/alternativeLimit`` close exercises for a move without a match; empty
    /// otherwise.
    public let alternatives: [Exercise]
}

/// Reads a workout's lines and finds each move in the catalog.
///
/// A move's query is searched as complete text (no word matches as a prefix). A result passes only when
/// it matched every counted word of the query in its name or a tag (muscle groups, equipment, category,
/// movement; a synonym counts where its phrase matched), never only in the coaching cues or a creator,
/// and any typo'd word in a name of at most ``typoNameWordLimit`` words (a longer name is a caption,
/// where a typo finds chance words) unless the word has ``longTypoLength`` letters or more. A word that
/// names equipment ("db", "kettlebell", "trx") may go unmatched, since the catalog's equipment tags are
/// scraped and often wrong ("Goblet Squat" is tagged bodyweight), and so may "alt" or "alternating",
/// which names include only sometimes ("Bird Dog 10 alt" is "Bird Dog"), and an effort word leading the
/// move ("heavy"), which only some names carry ("10 Heavy Hip Bridge" is "Heavy Hip Bridge", "10 heavy
/// goblet squat" "Goblet Squat"), and a setup written in brackets ("(wide) push up" is Push Up, the
/// catalog having no wide one), but not every word may be one. The name's head, its last word
/// outside brackets (stopwords aside), must be a word of the query: words after the move make another
/// move or a caption ("Broad Jumps" is not "Broad Jump to Shuffle"). A result that leaves a word out of
/// its name (an optional word unmatched, or any word matched only in a tag) must have no other name
/// words than those the query matched, stopwords aside: "12 DB Goblet Squat" is "Goblet Squat", but "SA
/// DB Row" is not "Single Arm High Row" (dumbbell only a tag) and "KB swings" not "Hip Hinge Swing". A
/// name joining two moves with "to" needs a word of the first in the line ("thrusters" is no "Clean to
/// Thruster"), and a line may match a word the name says its move lacks ("Burpee (No Push Up)") only
/// when it says "no" or "without" too. Among the passing results of the best ``matchWindow``, the match is the one with the
/// fewest name words the query did not match, the better ranked of equals: "TRX Pull Ups" is "Strap
/// pull ups", not a longer caption that spells "TRX"; but a line's setup or "alt" first finds the
/// result carrying the most of them, if it leaves at most ``setupNameSlack`` more name words unmatched
/// ("(decline) push ups" is "Bench Decline Push-ups", "alt snatch" "Alternating Single Arm Snatch").
/// When none passes and the line has optional words, it is searched again without them, and a result
/// passes only if the query matched every word of its name outside brackets ("10 bi curls w/ DB" is
/// "Biceps Curl", which the first ten results for every word, all tagged dumbbell, left out). A word
/// the vocabulary does not hold is read as its correction, like a typo (``WordCorrector``); a
/// correction of a word of at most ``shortCorrectionLength`` letters makes a match only when another
/// word of the line matches the name as typed ("rwo" alone stays a miss). Without one the line has no
/// match and its best results are the alternatives.
public struct WorkoutReader: Sendable {
    /// How many alternatives an unmatched move offers at most.
    public static let alternativeLimit = 3
    /// How many of a search's first results may be the match.
    public static let matchWindow = 10
    /// The longest name, in words, that a typo'd word may match in.
    public static let typoNameWordLimit = 6
    /// How many more name words than the closest passing result's a result carrying more of a line's
    /// setup may leave unmatched: the setup's own ("Bench" of "Bench Decline Push-ups", "Single Arm" of
    /// "Alternating Single Arm Snatch").
    public static let setupNameSlack = 2
    /// The shortest word, in letters, whose typo may match in a name longer than ``typoNameWordLimit``.
    public static let longTypoLength = 8
    /// The longest word, in letters, whose correction alone cannot make a match.
    public static let shortCorrectionLength = 4

    /// The index moves are looked up in.
    public let index: SearchIndex

    /// A reader over `index`.
    public init(index: SearchIndex) {
        self.index = index
    }

    /// Every non-blank line of `text`, in order, with its match.
    public func read(_ text: String) -> [WorkoutEntry] {
        WorkoutLine.lines(of: text).map(entry)
    }

    /// `line` with its match and alternatives.
    public func entry(for line: WorkoutLine) -> WorkoutEntry {
        guard line.kind == .move, !line.query.isEmpty else {
            return WorkoutEntry(line: line, match: nil, alternatives: [])
        }
        let results = index.search(line.query, options: .completeText)
        // Searched again without "hold" only when the line as written finds nothing.
        let matched =
            match(of: results, line: line)
            ?? Self.withoutHold(line.query).flatMap {
                match(of: index.search($0, options: .completeText), line: line)
            }
        if let match = matched {
            return WorkoutEntry(line: line, match: match, alternatives: [])
        }
        return WorkoutEntry(
            line: line, match: nil,
            alternatives: results.results.prefix(Self.alternativeLimit).map(\.exercise))
    }

    /// The match among `results`, the search of a query of `line`: a passing result of the first
    /// ``matchWindow``; else, when the query has optional words, a result of the query searched again
    /// without them that matched every word of its name.
    private func match(of results: SearchResults, line: WorkoutLine) -> Exercise? {
        let window = results.results.prefix(Self.matchWindow)
        let words = zip(results.queryWords, results.queryWordBits)
        let optional = words.reduce(UInt16(0)) { mask, word in
            isOptional(word.0) || line.setupWords.contains(word.0) ? mask | word.1 : mask
        }
        let preferred = words.reduce(UInt16(0)) { mask, word in
            line.setupWords.contains(word.0) || WorkoutVocabulary.alternatingWords.contains(word.0)
                ? mask | word.1 : mask
        }
        if let match = Self.match(in: window, of: results, optional: optional, preferred: preferred) {
            return match
        }
        let required = words.filter { optional & $0.1 == 0 }.map(\.0)
        guard optional != 0, !required.isEmpty else {
            return nil
        }
        let narrower = index.search(required.joined(separator: " "), options: .completeText)
        return Self.match(
            in: narrower.results.prefix(Self.matchWindow), of: narrower, optional: 0, wholeNameOnly: true)
    }

    /// `query` without a hold word joined to the move after it, or nil when it has none: "bear plank
    /// hold w alt low row" is a low row done from a bear plank, "bear plank w alt low row".
    static func withoutHold(_ query: String) -> String? {
        var words = query.split(separator: " ").map(String.init)
        let keys = words.map { $0.lowercased() }
        guard
            let hold = keys.indices.dropLast().first(where: {
                WorkoutVocabulary.holdWords.contains(keys[$0])
                    && WorkoutVocabulary.moveJoins.contains(keys[$0 + 1])
            })
        else {
            return nil
        }
        words.remove(at: hold)
        return words.joined(separator: " ")
    }

    /// True for a word a line may leave unmatched: one naming equipment, "alt" and its kin, an effort
    /// word.
    private func isOptional(_ word: String) -> Bool {
        index.canonicalValue(word, in: .equipment) != nil || WorkoutVocabulary.alternatingWords.contains(word)
            || WorkoutVocabulary.noteWords.contains(word)
    }

    /// The passing result of `window` (results of `results`) whose name carries the most of the
    /// `preferred` words (a setup, "alt") among those leaving at most ``setupNameSlack`` more name words
    /// unmatched than the closest, then with the fewest name words the query did not match, the better
    /// ranked of equals; with `wholeNameOnly`, only a result that matched every name word.
    static func match(
        in window: Slice<SearchResultList>, of results: SearchResults, optional: UInt16,
        preferred: UInt16 = 0, wholeNameOnly: Bool = false
    ) -> Exercise? {
        let passing = window.compactMap { result -> (result: SearchResult, carried: Int, unmatched: Int)? in
            let name = WorkoutNameWords(result)
            guard matchesEveryWord(result, name: name, of: results, optional: optional) else {
                return nil
            }
            return (result, (result.words.inName & preferred).nonzeroBitCount, name.unmatchedCount)
        }
        guard let closest = passing.map(\.unmatched).min() else {
            return nil
        }
        let near = passing.filter { $0.unmatched <= closest + setupNameSlack }
        let most = near.map(\.carried).max() ?? 0
        let carrying = near.filter { $0.carried == most }
        guard let fewest = carrying.map(\.unmatched).min(), !wholeNameOnly || fewest == 0 else {
            return nil
        }
        return carrying.first { $0.unmatched == fewest }?.result.exercise
    }

    /// True when `result`, whose name words are `name`, matched every counted word of the query but
    /// those in `optional` well enough to be the line's move; all words are required when every word is
    /// optional.
    static func matchesEveryWord(
        _ result: SearchResult, name: WorkoutNameWords, of results: SearchResults, optional: UInt16
    ) -> Bool {
        let counted = results.queryWordMask
        let all = counted & ~optional == 0 ? counted : counted & ~optional
        let words = result.words
        guard all != 0, words.matched & all == all, words.inNameOrTags & all == all else {
            return false
        }
        let negates = results.queryWords.contains(where: WorkoutVocabulary.negationWords.contains)
        guard name.isHeadMatched, name.isLeadMatched, negates || !name.matchesNegated,
            counted & ~words.inName == 0 || name.unmatchedCount == 0
        else {
            return false
        }
        let typoed = all & ~words.withoutTypos & ~longWords(of: results)
        guard typoed == 0 || nameWordCount(result.exercise.name) <= typoNameWordLimit else {
            return false
        }
        return restAgrees(result, of: results)
    }

    /// True unless `result` is reached through a correction of a short word (at most
    /// ``shortCorrectionLength`` letters: "rwo" may be row or raw) that no other word of the line
    /// confirms: another counted word must then match the result's name as typed.
    static func restAgrees(_ result: SearchResult, of results: SearchResults) -> Bool {
        let short = results.corrections.filter { $0.typed.unicodeScalars.count <= shortCorrectionLength }
            .reduce(UInt16(0)) { $0 | $1.bit }
        guard result.words.matched & short != 0 else {
            return true
        }
        let others = results.queryWordMask & ~short
        return result.words.inName & result.words.withoutTypos & others != 0
    }

    /// The bits of the query words of at least ``longTypoLength`` letters, whose slips may match in a
    /// name of any length: a typo in a long word seldom finds a chance word ("suported" is "Supported").
    static func longWords(of results: SearchResults) -> UInt16 {
        zip(results.queryWords, results.queryWordBits).reduce(UInt16(0)) { mask, word in
            word.0.unicodeScalars.count >= longTypoLength ? mask | word.1 : mask
        }
    }

    /// The number of words in `name`.
    private static func nameWordCount(_ name: String) -> Int {
        name.split(whereSeparator: \.isWhitespace).count
    }
}
