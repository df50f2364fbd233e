internal import ExerciseCatalog

/// Every facet's values and the values of each exercise, built once per index.
///
/// Categories and platforms are listed in their model order (all of them, even those no exercise
/// has); muscle groups, equipment and creators by label in browse order (``BrowseKey``). Tag labels come
/// from ``FacetLabel``, creator labels are display names.
struct FacetTable: Sendable {
    /// The columns in ``Facet/allCases`` order.
    let columns: [FacetColumn]
    /// Where each facet's values start in the global numbering of all facets' values; one more
    /// element than facets.
    let valueOffsets: [Int]
    /// The facet index of each global value number.
    let facetOfValue: [UInt8]
    /// Where each exercise's values start in ``exerciseValues``; one more element than exercises.
    let exerciseStarts: [Int32]
    /// The global value numbers of every exercise, exercise after exercise, facet by facet.
    let exerciseValues: [Int32]

    /// Combines `columns` into the global numbering.
    init(columns: [FacetColumn]) {
        self.columns = columns
        var offsets = [0]
        var facetOfValue: [UInt8] = []
        for (index, column) in columns.enumerated() {
            offsets.append(offsets[index] + column.values.count)
            facetOfValue += [UInt8](repeating: UInt8(index), count: column.values.count)
        }
        let exerciseCount = (columns.first?.starts.count ?? 1) - 1
        var starts = [Int32](repeating: 0, count: exerciseCount + 1)
        for column in columns {
            for exercise in 0..<exerciseCount {
                starts[exercise + 1] += column.starts[exercise + 1] - column.starts[exercise]
            }
        }
        for exercise in 0..<exerciseCount {
            starts[exercise + 1] += starts[exercise]
        }
        var values = [Int32](repeating: 0, count: Int(starts[exerciseCount]))
        var next = starts
        for (index, column) in columns.enumerated() {
            let offset = Int32(offsets[index])
            for exercise in 0..<exerciseCount {
                for position in Int(column.starts[exercise])..<Int(column.starts[exercise + 1]) {
                    values[Int(next[exercise])] = offset + column.valueIDs[position]
                    next[exercise] += 1
                }
            }
        }
        self.valueOffsets = offsets
        self.facetOfValue = facetOfValue
        self.exerciseStarts = starts
        self.exerciseValues = values
    }

    /// The column of `facet`.
    func column(_ facet: Facet) -> FacetColumn {
        columns[facet.index]
    }

    /// The number of values of all facets together.
    var valueCount: Int {
        facetOfValue.count
    }
}

/// Collects the facet values of exercises one after another while the index is built.
struct FacetTableBuilder: Sendable {
    /// One builder per facet.
    private var category = FacetColumnBuilder()
    private var muscle = FacetColumnBuilder()
    private var equipment = FacetColumnBuilder()
    private var platform = FacetColumnBuilder()
    private var creator = FacetColumnBuilder()
    /// Every category, in model order.
    private let categories = ExerciseCategory.allCases
    /// Every platform, in model order.
    private let platforms = Platform.allCases
    /// Value ids of ``categories``.
    private var categoryIDs: [Int32] = []
    /// Value ids of ``platforms``.
    private var platformIDs: [Int32] = []

    /// Declares every category and platform.
    init() {
        categoryIDs = categories.map { category.declare($0.rawValue, label: $0.label) }
        platformIDs = platforms.map { platform.declare($0.rawValue, label: $0.label) }
    }

    /// Sets the category of the current exercise.
    mutating func add(_ value: ExerciseCategory) {
        category.add(valueID: categoryIDs[categories.firstIndex(of: value) ?? 0])
    }

    /// Adds a muscle group tag numbered `number` (equal texts, equal numbers) to the current exercise.
    mutating func addMuscleGroup(_ value: String, number: Int) {
        muscle.add(rawNumber: number) { (value, Self.tagLabel(value), []) }
    }

    /// Adds an equipment tag numbered `number` (equal texts, equal numbers) to the current exercise.
    mutating func addEquipment(_ value: String, number: Int) {
        equipment.add(rawNumber: number) { (value, Self.tagLabel(value), []) }
    }

    /// Adds a video's platform and its creator (numbered `creatorNumber` by creator id; `person` is read
    /// only the first time).
    mutating func addVideo(source: Platform, creatorNumber: Int, creator person: () -> Creator) {
        platform.add(valueID: platformIDs[platforms.firstIndex(of: source) ?? 0])
        creator.add(rawNumber: creatorNumber) {
            let person = person()
            return (person.id, person.displayName, [person.handle])
        }
    }

    /// Closes the current exercise.
    mutating func endExercise() {
        category.endExercise()
        muscle.endExercise()
        equipment.endExercise()
        platform.endExercise()
        creator.endExercise()
    }

    /// The finished table.
    func build() -> FacetTable {
        FacetTable(columns: [
            category.build(), muscle.build(sortKey: Self.labelKey), equipment.build(sortKey: Self.labelKey),
            platform.build(), creator.build(sortKey: Self.labelKey),
        ])
    }

    /// The label of a muscle group or equipment tag.
    private static func tagLabel(_ value: String) -> String {
        FacetLabel.label(for: value)
    }

    /// The sort key of a value: its label in browse order.
    private static func labelKey(_ value: (value: String, label: String)) -> BrowseKey {
        BrowseKey(title: value.label)
    }
}

extension FacetTable {
    /// Runs `body` with fast access to each exercise's global value numbers and each value's facet.
    func withExerciseValues<Result>(
        _ body: (_ valuesOf: (Int) -> UnsafeBufferPointer<Int32>, _ facetOfValue: UnsafeBufferPointer<UInt8>)
            throws -> Result
    ) rethrows -> Result {
        try exerciseStarts.withUnsafeBufferPointer { starts in
            try exerciseValues.withUnsafeBufferPointer { values in
                try facetOfValue.withUnsafeBufferPointer { facetOfValue in
                    try body(
                        { exercise in
                            UnsafeBufferPointer(
                                rebasing: values[Int(starts[exercise])..<Int(starts[exercise + 1])])
                        }, facetOfValue)
                }
            }
        }
    }
}

extension FacetTable {
    /// Appends the columns to a snapshot; the rest is derived from them when read.
    func write(to writer: inout SnapshotWriter) {
        writer.write(UInt32(columns.count))
        for column in columns { column.write(to: &writer) }
    }

    /// Reads a table written by ``write(to:)`` for `exerciseCount` exercises.
    init(reading reader: inout SnapshotReader, exerciseCount: Int) throws(SnapshotError) {
        let count = Int(try reader.read(UInt32.self))
        guard count == Facet.allCases.count else {
            throw SnapshotError("\(count) facet columns where \(Facet.allCases.count) were expected")
        }
        var columns: [FacetColumn] = []
        for _ in 0..<count { columns.append(try FacetColumn(reading: &reader, exerciseCount: exerciseCount)) }
        self.init(columns: columns)
    }
}
