/// The words of one workout line, sorted into what names a move and what does not.
///
/// The rules, in order (Documentation/Workouts.md), for a line ``WorkoutLine`` has already cleaned: text
/// in brackets and everything after "@" is a note; leading list markers, numbers and entry labels ("-",
/// "•", "1.", "2)", "A1.") are dropped, and a label ending with ":" before a move ("Finisher:"); a setup
/// before a dash ("BOSU - …") stays in the move; the line is a header when every word left is a header word ("block", "station",
/// "floor", "round", "week", …), a filler, a label or a count, or when it ends with ":"; it is rest when its
/// first word is a rest word, "tread" or "treadmill", or a machine word ("row", "bike", …) followed by ":", a
/// distance, a pace or a time, or when it holds only rest, pace and interval words; otherwise it is a move,
/// and its words are those left after dropping counts, times, loads, units, sides and effort notes (but
/// not an effort word leading the move's words, "Heavy Hip Bridge"), and everything after a dash
/// standing on its own. Kit joined to the move ("on the BOSU", "to bench") is its setup, and a count of
/// one before a limb is "single" ("1-leg").
struct WorkoutTokens {
    private typealias V = WorkoutVocabulary

    /// The words of the line after brackets and notes were taken out, markers dropped, as written.
    private let words: [String]
    /// The same words in lower case, without surrounding punctuation.
    private let keys: [String]
    /// True when the line (brackets aside) ends with ":".
    private let endsWithColon: Bool
    /// The keys of the setup words kept from brackets ("incline" of "(incline) push up"), written as a
    /// prefix before a dash ("bosu" of "BOSU - bicycle crunch") or joined to the move ("bench" of "goblet
    /// squats to bench", ``joinedSetup(_:)``).
    let setupWords: [String]

    /// Splits `line`.
    init(_ line: String) {
        let (text, bracketSetup) = Self.notesAndSetup(line)
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        while let first = words.first, Self.isListMarker(first) {
            words.removeFirst()
        }
        endsWithColon = text.trimmingWhiteSpace.hasSuffix(":")
        if !endsWithColon, let label = Self.labelLength(words) {
            words.removeFirst(label)
        }
        let prefix = Self.setupPrefixLength(words)
        let prefixSetup = words.prefix(prefix).map(Self.key).filter { !$0.isEmpty }
        if prefix > 0 {
            words.remove(at: prefix)
        }
        self.words = words.map(Self.singleLimb)
        keys = self.words.map(Self.key)
        let setup = bracketSetup + prefixSetup
        setupWords = setup + Self.joinedSetup(keys).filter { !setup.contains($0) }
    }

    /// The kit words right after a word joining them to the move, an article between aside: "bosu" of
    /// "supermen on the BOSU", "bench" of "goblet squats to bench", "db" of "curls w/ DB x10".
    ///
    /// Only kit that ends the line, or that only counts follow, is a setup: kit followed by another word
    /// starts the next move ("step" of "reverse lunge to step up", "box" of "burpee to box jump").
    static func joinedSetup(_ keys: [String]) -> [String] {
        var setup: [String] = []
        for (index, key) in keys.enumerated() where V.setupJoins.contains(key) {
            let rest = keys[(index + 1)...].drop { V.articles.contains($0) }
            let kit = rest.prefix { V.kitWords.contains($0) }
            if rest.dropFirst(kit.count).allSatisfy({ isCount($0) || $0.isEmpty }) {
                setup += kit
            }
        }
        return setup
    }

    /// `word` with a count of one before a limb written as the catalog writes it: "1-leg" is
    /// "single-leg", "one-arm" "single-arm"; any other word as it is.
    static func singleLimb(_ word: String) -> String {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, V.oneLimbCounts.contains(parts[0].lowercased()),
            V.limbs.contains(key(String(parts[1])))
        else {
            return word
        }
        return "single-" + parts[1]
    }

    /// How many leading words of `words` are a label before a move; nil when none are.
    ///
    /// The words up to the first one ending with ":", all header words, fillers, labels or counts, one
    /// at least a header word, followed by a word a header would not hold (not a kit, effort, pace or
    /// unit word): "Finisher: 50 russian twists", "Station 2: goblet squat". "Block 2: DBs + bench"
    /// and "Station 1: TRX" stay headers.
    static func labelLength(_ words: [String]) -> Int? {
        guard let colon = words.firstIndex(where: { $0.hasSuffix(":") }) else {
            return nil
        }
        let keys = words[...colon].map(key).filter { !$0.isEmpty }
        let isLabelWord = { (key: String) in
            V.headerWords.contains(key) || V.headerFillers.contains(key) || isLabel(key) || isCount(key)
        }
        let namesAMove = words[(colon + 1)...].map(key).contains { key in
            !key.isEmpty && !isLabelWord(key) && !isDash(key) && !V.kitWords.contains(key)
                && !V.noteWords.contains(key) && !V.paceWords.contains(key) && !V.unitWords.contains(key)
                && !V.intervalWords.contains(key)
        }
        return namesAMove && keys.contains(where: V.headerWords.contains) && keys.allSatisfy(isLabelWord)
            ? colon + 1 : nil
    }

    /// How many leading words of `words` are the move's setup written before a dash; 0 when none are.
    ///
    /// The words before the first dash standing on its own must be a setup as a bracket's are
    /// (``isSetup(_:)``): "BOSU - bicycle crunch", "TRX – hamstring curl", "Incline - push up". The dash
    /// then separates setup from move instead of starting a note.
    static func setupPrefixLength(_ words: [String]) -> Int {
        guard let dash = words.firstIndex(where: { isDash(key($0)) }), dash > 0, dash + 1 < words.count,
            isSetup(words[..<dash].joined(separator: " "))
        else {
            return 0
        }
        return dash
    }

    /// True for a section header.
    ///
    /// The line ends with ":" and is not rest, or every word is a header word, a filler ("x", "of",
    /// "for"), an interval word ("on", "off"), a label ("A", "B2"), a count or a unit, with at least one
    /// header word, or an interval word and a count ("30 on / 30 off"). Beside a header
    /// word, a kit word (a station: "TRX STATION", "Block 2 (DBs + bench)") or an effort or pace word
    /// ("Block 3 — ALL OUT", "HEAVY ROUND") keeps the line a header.
    var isHeader: Bool {
        if endsWithColon && !isRest {
            return true
        }
        let meaningful = keys.filter { !$0.isEmpty && !Self.isCount($0) && !Self.isDash($0) }
        let hasCount = keys.contains(where: Self.isCount)
        let hasHeaderWord = meaningful.contains { V.headerWords.contains($0) }
        let qualifies = hasHeaderWord || hasCount && meaningful.contains { V.intervalWords.contains($0) }
        return qualifies
            && meaningful.allSatisfy {
                V.headerWords.contains($0) || V.headerFillers.contains($0) || V.intervalWords.contains($0)
                    || V.unitWords.contains($0) || Self.isLabel($0)
                    || hasHeaderWord
                        && (V.kitWords.contains($0) || V.noteWords.contains($0) || V.paceWords.contains($0))
            }
    }

    /// True for rest and machine lines: the first word other than counts and units is a rest word,
    /// "tread" or "treadmill"; or a machine word with a ":", a distance or a pace on the line, or a
    /// time and nothing but effort notes after it ("Strider 2:00"); or every such word is a rest,
    /// interval or pace word, with at least one rest or pace word ("30 sec rest", "45s work / 15s
    /// rest", "All out :30").
    var isRest: Bool {
        let content = keys.indices.filter {
            !keys[$0].isEmpty && !Self.isCount(keys[$0]) && !V.unitWords.contains(keys[$0])
                && !Self.isDash(keys[$0])
        }
        guard let first = content.first else {
            return false
        }
        let key = keys[first]
        if V.restWords.contains(key) || V.treadWords.contains(key) {
            return true
        }
        guard V.machineWords.contains(key) else {
            let paceOrRest = content.filter {
                V.restWords.contains(keys[$0]) || V.paceWords.contains(keys[$0])
            }
            return !paceOrRest.isEmpty
                && content.allSatisfy { paceOrRest.contains($0) || V.intervalWords.contains(keys[$0]) }
        }
        if words[first].hasSuffix(":") || keys.indices.contains(where: isDistance)
            || keys.contains(where: V.paceWords.contains)
        {
            return true
        }
        return keys.indices.contains(where: isTime)
            && content.dropFirst().allSatisfy { V.noteWords.contains(keys[$0]) }
    }

    /// The words naming the move: those left after counts, times, loads, units, sides and notes, up
    /// to a dash standing on its own.
    ///
    /// Effort words before the move's first word stay, since the catalog
    /// has some as exercises of their own ("10 Heavy Hip Bridge"); the reader lets them go unmatched.
    var moveWords: [String] {
        var kept: [String] = []
        var leadingNotes: [String] = []
        var index = 0
        while index < words.count {
            let key = keys[index]
            if Self.isDash(key) && !kept.isEmpty {
                break
            }
            let next = index + 1 < keys.count ? keys[index + 1] : ""
            if V.sideLeads.contains(key) && V.sideWords.contains(next)
                || V.noteLeads.contains(key) && V.noteWords.contains(next)
            {
                index += 2
                continue
            }
            let afterSlash = words[index].hasPrefix("/") || index > 0 && words[index - 1] == "/"
            let isSide = afterSlash && V.sideWords.contains(key)
            let isCountedUnit = index > 0 && Self.isCount(keys[index - 1]) && V.countedUnits.contains(key)
            if V.noteWords.contains(key) && kept.isEmpty {
                leadingNotes.append(Self.trimmed(words[index]))
            } else if !key.isEmpty && !Self.isCount(key) && !V.unitWords.contains(key)
                && !V.noteWords.contains(key) && !Self.isDash(key) && !isSide && !isCountedUnit
            {
                kept.append(Self.trimmed(words[index]))
            }
            index += 1
        }
        kept = kept.filter { !$0.isEmpty }
        return kept.isEmpty ? [] : leadingNotes + kept
    }

    /// True when word `index` is a time: "2:00", ":30", "45s", or a count before a time unit ("1 min").
    private func isTime(_ index: Int) -> Bool {
        let key = keys[index]
        guard Self.isCount(key) else {
            return false
        }
        let unit = key.drop { !$0.isLetter }
        let next = index + 1 < keys.count ? keys[index + 1] : ""
        return key.contains(":") || V.timeUnits.contains(String(unit))
            || unit.isEmpty && V.timeUnits.contains(next)
    }

    /// True when word `index` is a distance or an energy count: "300m", "1k", "20cal", or a number
    /// before a distance unit ("2 mi").
    private func isDistance(_ index: Int) -> Bool {
        let key = keys[index]
        guard let first = key.first, first.isNumber else {
            return false
        }
        let unit = String(key.drop { $0.isNumber || $0 == "." || $0 == "," })
        let next = index + 1 < keys.count ? keys[index + 1] : ""
        return V.distanceUnits.contains(unit) || unit.isEmpty && V.distanceUnits.contains(next)
    }

    /// `line` with bracketed notes and everything after "@" taken out, and the keys of the setup words
    /// kept: a closed bracket holding only kit and setup words ("(incline)", "(DBs + bench)") is the
    /// move's setup and stays as its words.
    static func notesAndSetup(_ line: String) -> (text: String, setup: [String]) {
        var setup: [String] = []
        var result = ""
        var bracket = ""
        var depth = 0
        for character in line {
            if character == "@" && depth == 0 {
                break
            }
            switch character {
            case "(", "[", "{":
                depth += 1
                bracket = depth == 1 ? "" : bracket
                result.append(" ")
            case ")", "]", "}":
                if depth == 1 && isSetup(bracket) {
                    result += bracket + " "
                    setup += bracket.split(whereSeparator: \.isWhitespace).map { key(String($0)) }
                        .filter { !$0.isEmpty }
                } else {
                    result.append(" ")
                }
                depth = max(depth - 1, 0)
            default:
                if depth == 0 {
                    result.append(character)
                } else if depth == 1 {
                    bracket.append(character)
                }
            }
        }
        return (result, setup)
    }

    /// True when `text` (a bracket's content) is a move's setup: one or more words, each a kit or
    /// setup word.
    static func isSetup(_ text: String) -> Bool {
        let keys = text.split(whereSeparator: \.isWhitespace).map { key(String($0)) }.filter { !$0.isEmpty }
        return keys.contains { V.kitWords.contains($0) || V.setupWords.contains($0) && $0.count > 2 }
            && keys.allSatisfy { V.kitWords.contains($0) || V.setupWords.contains($0) }
    }

    /// True for a list marker or numbering: "-", "•", "*", "1.", "2)", "#3", "a)", "3:", or a label of
    /// a letter and a number ("A1", "B2.", "1a)") that is no count ("2k", "30s" and "3x" are counts).
    static func isListMarker(_ word: String) -> Bool {
        if word.allSatisfy({ "-•*·>–—▪◦‣+".contains($0) }) {
            return true
        }
        if isLabel(word.lowercased()) && word.contains(where: \.isNumber) && !isCount(key(word)) {
            return true
        }
        guard let last = word.last, ".):".contains(last) || word.first == "#" else {
            return false
        }
        let body = word.drop { $0 == "#" }.dropLast(".):".contains(last) ? 1 : 0)
        return !body.isEmpty && body.count <= 3
            && (body.allSatisfy(\.isNumber) || isLabel(body.lowercased()))
    }

    /// True for a label naming a part or an entry: one letter ("a"), or one letter and a number of one
    /// or two digits in either order ("a1", "b12", "1a").
    static func isLabel(_ key: String) -> Bool {
        let letters = key.filter(\.isLetter)
        let digits = key.filter(\.isNumber)
        guard letters.count == 1, digits.count <= 2, letters.count + digits.count == key.count else {
            return false
        }
        return digits.isEmpty || key.first?.isLetter == true || key.last?.isLetter == true
    }

    /// `word` in lower case without punctuation at either end ("squat," → "squat", ":30" stays).
    static func key(_ word: String) -> String {
        let lowered = word.lowercased()
        if lowered.first == ":" && lowered.dropFirst().allSatisfy(\.isNumber) && lowered.count > 1 {
            return lowered
        }
        return trimmed(lowered).lowercased()
    }

    /// `word` without punctuation at either end, keeping a "/" or "'" inside it.
    static func trimmed(_ word: String) -> String {
        let isEdge: (Character) -> Bool = { !$0.isLetter && !$0.isNumber && $0 != "×" }
        guard let first = word.firstIndex(where: { !isEdge($0) }),
            let last = word.lastIndex(where: { !isEdge($0) })
        else {
            return word.allSatisfy({ "-–—".contains($0) }) ? word : ""
        }
        return String(word[first...last])
    }

    /// True for a dash standing on its own, which starts a note.
    static func isDash(_ key: String) -> Bool {
        !key.isEmpty && key.allSatisfy { "-–—".contains($0) }
    }

    /// True for reps, sides, rounds, times and loads: "12", "10/10", "x3", "3x", "2:00", ":30", "45s",
    /// "30sec", "1.5", "25lb", "300m", "40yd", "10/side".
    static func isCount(_ key: String) -> Bool {
        guard key.contains(where: \.isNumber) else {
            return false
        }
        var rest = Substring(key)
        while let first = rest.first, first == "x" || first == "×" || first == ":" {
            rest = rest.dropFirst()
        }
        let digits = rest.prefix { $0.isNumber || "/x×:.,-'\"".contains($0) }
        guard !digits.isEmpty, digits.first?.isNumber == true else {
            return false
        }
        let unit = String(rest.dropFirst(digits.count))
        let perSide = digits.last == "/" && (V.sideWords.contains(unit) || V.sideLeads.contains(unit))
        return unit.isEmpty || V.unitWords.contains(unit) || V.distanceUnits.contains(unit)
            || V.countedUnits.contains(unit) || unit == "#" || unit == "ish" || perSide
    }
}
