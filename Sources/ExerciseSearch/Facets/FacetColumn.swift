internal import ExerciseCatalog

/// The values of one facet and which exercises carry which values.
struct FacetColumn: Sendable {
    /// Canonical values in presentation order; a value's id is its index.
    let values: [String]
    /// The label of each value.
    let labels: [String]
    /// Value ids by every folded spelling that selects them (value, label, creator handle and name).
    let aliases: [String: Int32]
    /// Where each exercise's value ids start in ``valueIDs``; one more element than exercises.
    let starts: [Int32]
    /// The distinct value ids of every exercise, exercise after exercise.
    let valueIDs: [Int32]

    /// The id of the value `text` selects, or nil when it selects none.
    ///
    /// Compared folded, else as search compares words (plurals and synonyms, see ``FacetValueMatching``).
    func valueID(matching text: String) -> Int32? {
        aliases[SearchText.foldedPhrase(text)] ?? FacetValueMatching.valueID(matching: text, aliases: aliases)
    }
}

/// Collects one facet's values exercise by exercise, then orders them for presentation.
struct FacetColumnBuilder: Sendable {
    /// Canonical values in first-seen order.
    private var values: [String] = []
    /// Labels in first-seen order.
    private var labels: [String] = []
    /// Folded spellings per first-seen id.
    private var aliases: [[String]] = []
    /// First-seen value ids by the caller's number for a raw text; -1 for texts that fold to nothing,
    /// -2 for numbers not seen yet.
    private var valueOfRaw: [Int32] = []
    /// First-seen ids by folded value, so "Glutes" and "glutes" are one value.
    private var idsByFolded: [String: Int32] = [:]
    /// Per-exercise starts in ``valueIDs``.
    private var starts: [Int32] = [0]
    /// First-seen value ids, exercise after exercise.
    private var valueIDs: [Int32] = []

    /// Adds the value numbered `rawNumber` to the current exercise; `describe` gives its raw text,
    /// label and extra aliases, and is called only the first time the number is seen.
    ///
    /// `rawNumber` is the caller's dense number for one exact raw text (equal texts, equal numbers), so
    /// each distinct text is folded once. Values that fold to nothing (blank tags) are skipped.
    mutating func add(rawNumber: Int, describe: () -> (raw: String, label: String, aliases: [String])) {
        if rawNumber >= valueOfRaw.count {
            valueOfRaw += [Int32](repeating: -2, count: rawNumber + 1 - valueOfRaw.count)
        }
        if valueOfRaw[rawNumber] == -2 {
            let description = describe()
            valueOfRaw[rawNumber] = value(
                folding: description.raw, label: description.label, aliases: description.aliases)
        }
        add(valueID: valueOfRaw[rawNumber])
    }

    /// Declares a value before any exercise carries it (for facets whose values are known in advance);
    /// returns its id, or -1 when it folds to nothing.
    mutating func declare(_ raw: String, label: String) -> Int32 {
        value(folding: raw, label: label, aliases: [])
    }

    /// Adds the value with id `id` (from ``declare(_:label:)``) to the current exercise.
    mutating func add(valueID id: Int32) {
        guard id >= 0 else {
            return
        }
        let exerciseStart = Int(starts[starts.count - 1])
        if !valueIDs[exerciseStart...].contains(id) {
            valueIDs.append(id)
        }
    }

    /// The id of the value `raw` folds to, created when new; -1 when it folds to nothing.
    private mutating func value(folding raw: String, label: String, aliases extra: [String]) -> Int32 {
        let folded = SearchText.foldedPhrase(raw)
        guard !folded.isEmpty else {
            return -1
        }
        if let known = idsByFolded[folded] {
            return known
        }
        let id = Int32(values.count)
        values.append(raw)
        labels.append(label)
        aliases.append([folded, SearchText.foldedPhrase(label)] + extra.map(SearchText.foldedPhrase))
        idsByFolded[folded] = id
        return id
    }

    /// Closes the current exercise.
    mutating func endExercise() {
        starts.append(Int32(valueIDs.count))
    }

    /// The finished column with values in the order of `sortKey`, which is computed once per value
    /// from its value and label; without a key, in the order values were first seen or declared.
    func build<Key: Comparable>(sortKey: ((value: String, label: String)) -> Key) -> FacetColumn {
        let keys = values.indices.map { sortKey((values[$0], labels[$0])) }
        let order = values.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
        return build(order: order)
    }

    /// The finished column with values in the order they were first seen or declared.
    func build() -> FacetColumn {
        build(order: Array(values.indices))
    }

    /// The finished column with values in `order` (first-seen ids).
    private func build(order: [Int]) -> FacetColumn {
        var newID = [Int32](repeating: 0, count: values.count)
        for (position, oldID) in order.enumerated() {
            newID[oldID] = Int32(position)
        }
        var aliasIDs: [String: Int32] = [:]
        for oldID in order {
            for alias in aliases[oldID] where !alias.isEmpty && aliasIDs[alias] == nil {
                aliasIDs[alias] = newID[oldID]
            }
        }
        return FacetColumn(
            values: order.map { values[$0] }, labels: order.map { labels[$0] }, aliases: aliasIDs,
            starts: starts, valueIDs: valueIDs.map { newID[Int($0)] })
    }
}

extension FacetColumn {
    /// Appends the column to a snapshot; aliases in sorted order, so equal columns write equal bytes.
    func write(to writer: inout SnapshotWriter) {
        writer.write(values)
        writer.write(labels)
        let aliasKeys = aliases.keys.sorted()
        writer.write(aliasKeys)
        writer.write(aliasKeys.map { aliases[$0] ?? 0 })
        writer.write(valueIDs)
        writer.write(starts)
    }

    /// Reads a column written by ``write(to:)`` for `exerciseCount` exercises.
    init(reading reader: inout SnapshotReader, exerciseCount: Int) throws(SnapshotError) {
        let values = try reader.readStrings()
        let labels = try reader.readStrings()
        let aliasKeys = try reader.readStrings()
        let aliasValues = try reader.readIndices(of: Int32.self, below: values.count)
        guard labels.count == values.count, aliasKeys.count == aliasValues.count else {
            throw SnapshotError("a facet column's labels or aliases do not match its values")
        }
        let valueIDs = try reader.readIndices(of: Int32.self, below: values.count)
        let starts = try reader.readOffsets(count: exerciseCount, total: valueIDs.count)
        self.init(
            values: values, labels: labels,
            aliases: Dictionary(zip(aliasKeys, aliasValues), uniquingKeysWith: { first, _ in first }),
            starts: starts, valueIDs: valueIDs)
    }
}
