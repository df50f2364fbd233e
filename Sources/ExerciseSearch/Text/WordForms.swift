/// Other forms of a query word that the catalog writes: "jumping" finds "Jump", "kickers" "Kicks",
/// "pulse" "Pulsing".
///
/// Forms are tried only for words of ASCII letters and only reach stems the catalog uses as words of
/// their own outside coaching cues, so a form never invents a match:
/// - a word ending in "-ing" (at least three letters before it) meets its base: the word without
///   "-ing", with "e" added, or with a doubled last letter undoubled ("jumping" → jump, "lunging" →
///   lunge, "squatting" → squat); "ring", "swing" and "sling" are too short to lose anything;
/// - a word ending in "-er" or "-ed" that the catalog does not use itself meets its base the same way
///   ("kicker" → kick, "weighted" is the catalog's own word and stays): "shoulder", "lower", "rower" and
///   "upper" are catalog words, so they never become "should", "low", "row" or "up";
/// - any other word of three or more letters meets its "-ing" form ("pulse" → pulsing, "sit" →
///   sitting, "march" → marching).
/// Like plurals, forms are whole words; unlike them they rank after the word's own matches
/// (``MatchKind/alias``).
enum WordForms {
    /// The shortest base a form may reach.
    static let shortestBase = 3

    /// The ids of the catalog's words (stems of `vocabulary`, found outside coaching cues) that are
    /// other forms of the word whose stem is `stem`.
    static func forms(of stem: String, in vocabulary: Vocabulary) -> [Int32] {
        let own = vocabulary.id(of: stem)
        return candidates(of: stem, isCatalogWord: own.map { vocabulary.isSuggestible[Int($0)] } ?? false)
            .compactMap { form in
                guard let id = vocabulary.id(of: form), id != own, vocabulary.isSuggestible[Int(id)] else {
                    return nil
                }
                return id
            }
    }

    /// The forms worth looking up for `stem`; `isCatalogWord` says the catalog uses the word itself,
    /// which keeps its "-er" and "-ed" ("rower" is not "row").
    static func candidates(of stem: String, isCatalogWord: Bool) -> [String] {
        let letters = Array(stem.utf8)
        guard letters.count >= shortestBase, letters.allSatisfy({ (97...122).contains($0) }) else {
            return []
        }
        if stem.hasSuffix("ing") {
            return bases(of: letters.dropLast(3))
        }
        if !isCatalogWord && (stem.hasSuffix("er") || stem.hasSuffix("ed")) {
            return bases(of: letters.dropLast(2))
        }
        var forms = [stem + "ing"]
        if stem.hasSuffix("e") {
            forms.append(String(stem.dropLast()) + "ing")
        }
        if let last = stem.last, isDoubling(letters) {
            forms.append(stem + String(last) + "ing")
        }
        return forms
    }

    /// The base a word reaches once its ending is cut, leaving `base`: as it is, with "e", and with a
    /// doubled last letter undoubled ("squatt" → squat).
    private static func bases(of base: ArraySlice<UInt8>) -> [String] {
        guard base.count >= shortestBase else {
            return []
        }
        let text = String(decoding: base, as: UTF8.self)
        var forms = [text, text + "e"]
        if base.count > shortestBase, base[base.endIndex - 1] == base[base.endIndex - 2],
            !isVowel(base[base.endIndex - 1])
        {
            forms.append(String(text.dropLast()))
        }
        return forms
    }

    /// True when `word` may double its last letter before "-ing": a vowel, then a consonant other than
    /// w, x or y ("sit" → sitting, "squat" → squatting, not "jump" or "row").
    private static func isDoubling(_ word: [UInt8]) -> Bool {
        guard word.count >= 2, let last = word.last else {
            return false
        }
        return !isVowel(last) && !"wxy".utf8.contains(last) && isVowel(word[word.count - 2])
    }

    /// True for a, e, i, o, u.
    private static func isVowel(_ letter: UInt8) -> Bool {
        "aeiou".utf8.contains(letter)
    }
}
