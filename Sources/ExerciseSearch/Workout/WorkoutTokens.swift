/// The words of one workout line, sorted into what names a move and what does not.
///
/// The rules, in order (Documentation/Workouts.md): control characters are spaces; text in brackets
/// and everything after "@" is a note; a leading list marker or number ("-", "•", "1.", "2)") is
/// dropped; the line is a header when every word left is a header word ("block", "station", "floor",
/// "round", "week", …) or a count, or when it ends with ":"; it is rest when its first word is a rest
/// word, "tread" or "treadmill", or a machine word ("row", "bike", …) followed by ":" or a distance or
/// pace; otherwise it is a move, and its words are those left after dropping counts, times, loads,
/// units, sides and effort notes, and everything after a dash standing on its own.
struct WorkoutTokens {
    /// Words that name a part of a class, never a move.
    static let headerWords: Set<String> = [
        "block", "blocks", "station", "stations", "floor", "round", "rounds", "circuit", "circuits", "week",
        "day", "part", "section", "superset", "set", "sets", "emom", "amrap", "tabata", "warmup", "warm",
        "cooldown", "cool", "finisher", "strength", "endurance", "power", "esp", "ladder", "interval",
        "intervals", "through", "times", "time", "and", "of", "weight", "weights", "room", "template",
        "class", "workout", "today", "todays", "today's", "x",
    ]
    /// Words that start a rest line.
    static let restWords: Set<String> = [
        "rest", "recover", "recovery", "break", "water", "transition", "hydrate",
    ]
    /// Words that always start a machine line.
    static let treadWords: Set<String> = ["tread", "treadmill", "treads"]
    /// Words that start a machine line when a ":" or a distance or pace follows.
    static let machineWords: Set<String> = [
        "row", "rower", "bike", "strider", "ski", "erg", "run", "jog", "walk",
    ]
    /// Words of a pace or effort on a machine.
    static let paceWords: Set<String> = [
        "push", "base", "pace", "all", "out", "incline", "mph", "spm", "watts", "sprint", "recovery",
    ]
    /// Units and counting words, dropped wherever they stand.
    static let unitWords: Set<String> = [
        "rep", "reps", "sec", "secs", "second", "seconds", "s", "min", "mins", "minute", "minutes", "m",
        "meter", "meters", "metre", "metres", "km", "mi", "mile", "miles", "cal", "cals", "calorie",
        "calories", "lb", "lbs", "kg", "kgs", "pound", "pounds", "kilo", "kilos", "x", "×", "r/l", "l/r",
        "rl", "lr", "e/s", "ea", "total", "round", "rounds", "set", "sets",
    ]
    /// Effort and load notes, dropped wherever they stand.
    static let noteWords: Set<String> = [
        "heavy", "heavier", "moderate", "medium", "light", "lighter", "max", "easy", "hard", "bw",
    ]
    /// Words that, after "each" or "per", name the side a count is for.
    static let sideWords: Set<String> = ["side", "sides", "leg", "legs", "arm", "arms", "way", "direction"]

    /// The words of the line after brackets and notes were taken out, markers dropped, as written.
    private let words: [String]
    /// The same words in lower case, without surrounding punctuation.
    private let keys: [String]
    /// True when the line (brackets aside) ends with ":".
    private let endsWithColon: Bool

    /// Splits `line`.
    init(_ line: String) {
        let text = Self.withoutNotes(line)
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        if let first = words.first, Self.isListMarker(first) {
            words.removeFirst()
        }
        endsWithColon = text.trimmingWhiteSpace.hasSuffix(":")
        self.words = words
        keys = words.map(Self.key)
    }

    /// True when every word is a header word or a count, with at least one header word, or the line
    /// ends with ":".
    var isHeader: Bool {
        if endsWithColon && !isRest {
            return true
        }
        let meaningful = keys.filter { !$0.isEmpty && !Self.isCount($0) }
        return meaningful.contains { Self.headerWords.contains($0) && $0 != "x" && $0 != "and" && $0 != "of" }
            && meaningful.allSatisfy { Self.headerWords.contains($0) || Self.isDash($0) }
    }

    /// True for rest and machine lines.
    var isRest: Bool {
        let meaningful = keys.indices.filter { !keys[$0].isEmpty && !Self.isCount(keys[$0]) }
        guard let first = meaningful.first else {
            return false
        }
        let key = keys[first]
        if Self.restWords.contains(key) || Self.treadWords.contains(key) {
            return true
        }
        guard Self.machineWords.contains(key) else {
            return meaningful.contains { keys[$0] == "rest" }
                && meaningful.allSatisfy {
                    keys[$0] == "rest" || Self.unitWords.contains(keys[$0])
                }
        }
        return words[first].hasSuffix(":")
            || keys.contains { Self.isDistance($0) || Self.paceWords.contains($0) }
    }

    /// The words naming the move: those left after counts, times, loads, units, sides and notes, up
    /// to a dash standing on its own.
    var moveWords: [String] {
        var kept: [String] = []
        var index = 0
        while index < words.count {
            let key = keys[index]
            if Self.isDash(key) && !kept.isEmpty {
                break
            }
            if (key == "each" || key == "per") && index + 1 < keys.count
                && Self.sideWords.contains(keys[index + 1])
            {
                index += 2
                continue
            }
            if !key.isEmpty && !Self.isCount(key) && !Self.unitWords.contains(key)
                && !Self.noteWords.contains(key)
                && !Self.isDash(key)
            {
                kept.append(Self.trimmed(words[index]))
            }
            index += 1
        }
        return kept.filter { !$0.isEmpty }
    }

    /// `line` with control characters as spaces, bracketed text and everything after "@" taken out.
    static func withoutNotes(_ line: String) -> String {
        var result = ""
        var depth = 0
        for character in line {
            if character == "@" && depth == 0 {
                break
            }
            switch character {
            case "(", "[", "{":
                depth += 1
                result.append(" ")
            case ")", "]", "}":
                depth = max(depth - 1, 0)
                result.append(" ")
            default:
                guard depth == 0 else {
                    continue
                }
                let isControl = character.unicodeScalars.contains {
                    $0.properties.generalCategory == .control
                }
                result.append(isControl ? " " : character)
            }
        }
        return result
    }

    /// True for a list marker or numbering: "-", "•", "*", "1.", "2)", "#3", "a)".
    static func isListMarker(_ word: String) -> Bool {
        if word.allSatisfy({ "-•*·>–—▪◦‣+".contains($0) }) {
            return true
        }
        guard let last = word.last, ".)".contains(last) || word.first == "#" else {
            return false
        }
        let body = word.drop { $0 == "#" }.dropLast(".)".contains(last) ? 1 : 0)
        return !body.isEmpty && body.count <= 3
            && (body.allSatisfy(\.isNumber) || body.count == 1 && body.allSatisfy(\.isLetter))
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
    /// "30sec", "1.5", "25lb", "300m".
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
        return unit.isEmpty || unitWords.contains(unit) || unit == "#" || unit == "k" || unit == "ft"
            || unit == "yd" || unit == "sec" || unit == "ish"
    }

    /// True for a distance or an energy count: "300m", "1k", "2mi", "20cal".
    static func isDistance(_ key: String) -> Bool {
        guard let first = key.first, first.isNumber else {
            return false
        }
        let unit = key.drop { $0.isNumber || $0 == "." || $0 == "," }
        return ["m", "meter", "meters", "k", "km", "mi", "mile", "miles", "cal", "cals"].contains(
            String(unit))
    }
}
