/// How people and catalog text name one piece of equipment of the catalog: the one list of equipment
/// words that search, the workout reader and the catalog lint all read (see ``EquipmentNames``).
package struct EquipmentName: Sendable {
    /// What the equipment is, which says who else reads its words.
    package enum Kind: Sendable {
        /// A cardio machine: a workout line that starts with one of its words may be a machine line.
        case machine
        /// A weight held in the hands, which any loaded movement in a title may use.
        case handWeight
        /// Anything else a move is done on or with.
        case gear
        /// No equipment at all: the catalog's "bodyweight" tag.
        case bodyweight
    }

    /// The catalog's equipment tag, in lower case ("trx straps").
    package let tag: String
    /// Words and phrases that always mean the equipment, as catalog text and people write them; search
    /// matches each for every other.
    package let names: [String]
    /// Words that mean the equipment only in context ("Row 500m" on a workout's machine line, "rowing"
    /// or "#midband" in a caption) and are moves or other things elsewhere, so search never matches
    /// them for it.
    package let contextWords: [String]
    /// What the equipment is.
    package let kind: Kind
    /// Why these words name it, for the people who maintain the list.
    let reason: String
    /// Ids of catalog exercises its short names reach in search, found by reading the catalog; a test
    /// checks each on the real catalog.
    let reaches: [String]

    /// An entry for `tag`: its `names`, its `contextWords`, its `kind`, the `reason` and the catalog
    /// exercises it `reaches`.
    init(
        tag: String, names: [String], contextWords: [String] = [], kind: Kind, reason: String,
        reaches: [String] = []
    ) {
        self.tag = tag
        self.names = names
        self.contextWords = contextWords
        self.kind = kind
        self.reason = reason
        self.reaches = reaches
    }
}
