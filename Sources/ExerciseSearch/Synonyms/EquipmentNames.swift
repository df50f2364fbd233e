/// Every piece of equipment the catalog tags, with the words that name it and a reason per entry.
///
/// The one source of equipment words: search reads each entry's ``EquipmentName/names`` as synonyms of
/// each other (an entry of ``SynonymTable``), the workout reader reads the machines' words as the start
/// of a machine line (``WorkoutVocabulary``), and the catalog lint reads every word as naming the
/// equipment. A test checks the tags against the real catalog's.
package enum EquipmentNames {
    /// One entry per equipment tag of the web catalog.
    static let entries: [EquipmentName] = [
        EquipmentName(
            tag: "dumbbell", names: ["db", "dumbbell"], kind: .handWeight,
            reason: "Programming boards and members abbreviate dumbbell to DB."),
        EquipmentName(
            tag: "kettlebell", names: ["kb", "kettlebell"], kind: .handWeight,
            reason: "KB is the usual abbreviation of kettlebell."),
        EquipmentName(
            tag: "trx straps", names: ["trx", "strap", "trx straps", "suspension trainer"], kind: .gear,
            reason: "The catalog names TRX exercises \"Strap …\" and tags them \"TRX straps\"."),
        treadmill,
        EquipmentName(
            tag: "rower", names: ["rower", "erg", "rowing machine", "row machine", "water rower"],
            contextWords: ["row", "rowing", "rowed"], kind: .machine,
            reason:
                "The water rower is also called the erg; the equipment tag is \"rower\". A row is also a move, so "
                + "row, rowing and rowed name the rower only on a machine line or in a caption."),
        EquipmentName(
            tag: "bike", names: ["bike"], contextWords: ["biking", "biker"], kind: .machine,
            reason: "Studios have a bike; captions say biking."),
        EquipmentName(
            tag: "strider", names: ["strider"], kind: .machine,
            reason: "Orangetheory's strider, an elliptical-like machine."),
        EquipmentName(
            tag: "bench", names: ["bench"], kind: .gear, reason: "The catalog's word for a flat bench or box."
        ),
        EquipmentName(
            tag: "bosu", names: ["bosu"], kind: .gear, reason: "The BOSU balance trainer, by its brand name."),
        EquipmentName(
            tag: "mini band", names: ["mini band"],
            contextWords: ["band", "mid band", "low band", "resistance band"], kind: .gear,
            reason:
                "The catalog tags loop bands \"mini band\"; captions call any band a band, a resistance band, "
                + "or a mid or low band by its resistance."),
        EquipmentName(
            tag: "resistance band", names: ["resistance band"],
            contextWords: ["band", "mid band", "low band", "mini band"], kind: .gear,
            reason:
                "The catalog tags bands with handles \"resistance band\"; captions call any band a band, a mini "
                + "band, or a mid or low band by its resistance."),
        EquipmentName(
            tag: "y-bell", names: ["y-bell"], kind: .handWeight,
            reason: "The Y-shaped bell some studios have; written Y-Bell or Ybell."),
        EquipmentName(
            tag: "barbell", names: ["bb", "barbell"], kind: .handWeight,
            reason: "BB abbreviates barbell, an equipment tag.", reaches: ["shoulder-pain-during-chest-press"]
        ),
        EquipmentName(
            tag: "medicine ball", names: ["mb", "medicine ball", "med ball"], kind: .handWeight,
            reason: "Names say \"Med Ball\" and \"Medball\" where the equipment tag says \"medicine ball\"."),
        EquipmentName(
            tag: "ab dolly", names: ["ab dolly"], kind: .gear,
            reason: "The wheeled core board the catalog calls an ab dolly."),
        EquipmentName(
            tag: "bodyweight", names: ["bw", "bodyweight", "body weight"], kind: .bodyweight,
            reason: "BW abbreviates bodyweight, the catalog's tag for moves without equipment."),
    ]

    /// The treadmill, whose words start a workout's tread block.
    static let treadmill = EquipmentName(
        tag: "treadmill", names: ["tread", "treadmill"], kind: .machine,
        reason: "Orangetheory members call the treadmill the tread.")

    /// The entry of `tag` (compared in lower case), if the catalog's tags include it.
    package static func entry(tag: String) -> EquipmentName? {
        let key = tag.lowercased()
        return entries.first { $0.tag == key }
    }

    /// The synonym entries of the equipment with two names or more, for ``SynonymTable``.
    static var synonymEntries: [SynonymEntry] {
        entries.filter { $0.names.count > 1 }.map {
            SynonymEntry(terms: $0.names, reason: $0.reason, reaches: $0.reaches)
        }
    }
}
