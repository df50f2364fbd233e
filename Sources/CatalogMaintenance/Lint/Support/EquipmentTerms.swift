internal import ExerciseCatalog

/// How catalog text names a piece of equipment, and which pieces of it a keyword classifier matches.
///
/// The catalog's equipment tags were given by matching keywords anywhere in titles and captions, so a
/// fragment such as "db" also matched inside "deadbug". ``words`` are the whole words (folded, see
/// ``LintWords/folded(_:)``; two adjacent words count joined, so "med ball" is "medball") that really
/// name the equipment; ``fragments`` are the pieces the classifier matched inside other words.
struct EquipmentTerms: Sendable {
    /// Whole words that name the equipment.
    var words: Set<String>
    /// Pieces of words a keyword classifier would take for the equipment.
    var fragments: [String]
    /// True for a weight held in the hands, which any loaded movement in a title may use.
    var carriesLoad = false

    /// The terms of the equipment tag `tag` (compared in lower case); nil for "bodyweight".
    ///
    /// "bodyweight" names no equipment. A tag not in the table is its own word and fragment, letters and
    /// digits only.
    static func forTag(_ tag: String) -> EquipmentTerms? {
        let key = tag.lowercased()
        if key == "bodyweight" {
            return nil
        }
        if let known = table[key] {
            return known
        }
        let word = String(
            key.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        guard !word.isEmpty else {
            return nil
        }
        return EquipmentTerms(words: [word, word + "s", word + "es"], fragments: [word])
    }

    /// Band words, shared by both band tags.
    private static let band = EquipmentTerms(
        words: [
            "band", "bands", "miniband", "minibands", "midband", "midbands", "resistanceband",
            "resistancebands", "lowband",
        ],
        fragments: ["band"])

    /// The tags the web catalog uses, in lower case.
    private static let table: [String: EquipmentTerms] = [
        "bench": EquipmentTerms(words: ["bench", "benches"], fragments: ["bench"]),
        "dumbbell": EquipmentTerms(
            words: ["dumbbell", "dumbbells", "db", "dbs"], fragments: ["dumbbell", "db"], carriesLoad: true),
        "kettlebell": EquipmentTerms(
            words: ["kettlebell", "kettlebells", "kb", "kbs"], fragments: ["kettlebell", "kb"],
            carriesLoad: true),
        "rower": EquipmentTerms(
            words: ["rower", "rowers", "rowing", "row", "rows", "rowed", "erg", "waterrower"],
            fragments: ["rower", "rowing"]),
        "treadmill": EquipmentTerms(
            words: ["treadmill", "treadmills", "tread", "treads"], fragments: ["tread"]),
        "bike": EquipmentTerms(words: ["bike", "bikes", "biker", "bikers", "biking"], fragments: ["bike"]),
        "strider": EquipmentTerms(words: ["strider", "striders"], fragments: ["strider"]),
        "bosu": EquipmentTerms(words: ["bosu", "bosus"], fragments: ["bosu"]),
        "trx straps": EquipmentTerms(words: ["trx", "strap", "straps"], fragments: ["trx", "strap"]),
        "mini band": band,
        "resistance band": band,
        "y-bell": EquipmentTerms(words: ["ybell", "ybells"], fragments: ["ybell"], carriesLoad: true),
        "barbell": EquipmentTerms(words: ["barbell", "barbells"], fragments: ["barbell"], carriesLoad: true),
        "medicine ball": EquipmentTerms(
            words: ["medicineball", "medicineballs", "medball", "medballs"],
            fragments: ["medicineball", "medball"], carriesLoad: true),
        "ab dolly": EquipmentTerms(words: ["abdolly", "abdollies"], fragments: ["abdolly"]),
    ]
}
