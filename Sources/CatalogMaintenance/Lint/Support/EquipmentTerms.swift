internal import ExerciseCatalog
internal import ExerciseSearch

/// How catalog text names a piece of equipment, and which pieces of it a keyword classifier matches.
///
/// The catalog's equipment tags were given by matching keywords anywhere in titles and captions, so a
/// fragment such as "db" also matched inside "deadbug". ``words`` are the whole words (folded, see
/// ``LintWords/folded(_:)``; two adjacent words count joined, so "med ball" is "medball") that really
/// name the equipment, taken from the equipment's names and context words in ``EquipmentNames``;
/// ``fragments`` are the pieces the classifier matched inside other words.
struct EquipmentTerms: Sendable {
    /// Whole words that name the equipment.
    var words: Set<String>
    /// Pieces of words a keyword classifier would take for the equipment.
    var fragments: [String]
    /// True for a weight held in the hands, which any loaded movement in a title may use.
    var carriesLoad = false

    /// The terms of the equipment tag `tag` (compared in lower case); nil for "bodyweight".
    ///
    /// "bodyweight" names no equipment. A tag not in ``EquipmentNames`` is its own word and fragment,
    /// letters and digits only.
    static func forTag(_ tag: String) -> EquipmentTerms? {
        guard let entry = EquipmentNames.entry(tag: tag) else {
            let word = folded(tag)
            return word.isEmpty ? nil : EquipmentTerms(words: withPlurals([word]), fragments: [word])
        }
        if entry.kind == .bodyweight {
            return nil
        }
        let names = entry.names.map(folded)
        return EquipmentTerms(
            words: withPlurals(names + entry.contextWords.map(folded)),
            fragments: classifierKeywords[entry.tag] ?? names, carriesLoad: entry.kind == .handWeight)
    }

    /// The keywords the web directory's classifier matched inside words, where they differ from the
    /// equipment's names: it took "tread" for the treadmill, "rowing" for the rower but not "erg", "band"
    /// for either band, and never the short "mb" or "bb" or a phrase such as "suspension trainer".
    private static let classifierKeywords: [String: [String]] = [
        "trx straps": ["trx", "strap"],
        "treadmill": ["tread"],
        "rower": ["rower", "rowing"],
        "mini band": ["band"],
        "resistance band": ["band"],
        "barbell": ["barbell"],
        "medicine ball": ["medicineball", "medball"],
    ]

    /// A name or tag as one folded word, letters and digits only: "Med Ball" → "medball".
    private static func folded(_ name: String) -> String {
        String(
            name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        )
    }

    /// Each of `words` alone and with the plural endings "s" and "es", and "ies" for a final "y"
    /// ("abdolly" → "abdollies").
    private static func withPlurals(_ words: [String]) -> Set<String> {
        Set(words.flatMap { [$0, $0 + "s", $0 + "es"] + ($0.hasSuffix("y") ? [$0.dropLast() + "ies"] : []) })
    }
}
