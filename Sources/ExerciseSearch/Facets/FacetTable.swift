internal import ExerciseCatalog

/// Every facet's values and the values of each exercise, built once per index.
///
/// Values of a fixed list (categories, movement types, platforms) are listed in the list's order, all
/// of them, even those no exercise has; tags and creators by label in browse order (``BrowseKey``). Tag
/// labels come from ``FacetLabel``, creator labels are display names (see ``FacetValueSource``).
struct FacetTable: Sendable {
    /// The columns in ``Facet/allCases`` order.
    let columns: [FacetColumn]
    /// Where each facet's values start in the global numbering of all facets' values; one more
    /// element than facets.
    let valueOffsets: [Int]
    /// Where each exercise's values start in ``exerciseValues``; one more element than exercises.
    let exerciseStarts: [Int32]
    /// The global value numbers of every exercise, exercise after exercise, facet by facet (so each
    /// exercise's numbers ascend from facet to facet).
    let exerciseValues: [Int32]

    /// Combines `columns` into the global numbering.
    init(columns: [FacetColumn]) {
        self.columns = columns
        var offsets = [0]
        for (index, column) in columns.enumerated() {
            offsets.append(offsets[index] + column.values.count)
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
        self.exerciseStarts = starts
        self.exerciseValues = values
    }

    /// The column of `facet`.
    func column(_ facet: Facet) -> FacetColumn {
        columns[facet.position]
    }

    /// The number of values of all facets together.
    var valueCount: Int {
        valueOffsets[valueOffsets.count - 1]
    }
}

/// Collects the facet values of exercises one after another while the index is built, one column per
/// facet in ``Facet/allCases`` order.
struct FacetTableBuilder: Sendable {
    /// One builder per facet.
    private var columns: [FacetColumnBuilder] = []
    /// The value ids of each column's fixed list, by position in the list; empty for other columns.
    private var fixedIDs: [[Int32]] = []

    /// Declares the values of every fixed list.
    init() {
        for facet in Facet.allCases {
            var column = FacetColumnBuilder()
            let fixed = facet.definition.values.fixedValues
            fixedIDs.append(zip(fixed.values, fixed.labels).map { column.declare($0, label: $1) })
            columns.append(column)
        }
    }

    /// Gives the current exercise value `position` of the fixed list of column `column`.
    mutating func addFixedValue(_ position: Int, column: Int) {
        columns[column].add(valueID: fixedIDs[column][position])
    }

    /// Adds a tag numbered `number` (equal texts, equal numbers) to column `column` for the current
    /// exercise.
    mutating func addTag(_ value: String, number: Int, column: Int) {
        columns[column].add(rawNumber: number) { (value, FacetLabel.label(for: value), []) }
    }

    /// Adds a creator numbered `number` by creator id to column `column` for the current exercise;
    /// `person` is read only the first time.
    mutating func addCreator(number: Int, column: Int, creator person: () -> Creator) {
        columns[column].add(rawNumber: number) {
            let person = person()
            return (person.id, person.displayName, [person.handle])
        }
    }

    /// Closes the current exercise.
    mutating func endExercise() {
        for column in columns.indices {
            columns[column].endExercise()
        }
    }

    /// The finished table.
    func build() -> FacetTable {
        FacetTable(
            columns: zip(Facet.allCases, columns).map { facet, column in
                switch facet.definition.values {
                case .exerciseValue, .videoValue: column.build()
                case .exerciseTags, .videoCreators: column.build(sortKey: Self.labelKey)
                }
            })
    }

    /// The sort key of a value: its label in browse order.
    private static func labelKey(_ value: (value: String, label: String)) -> BrowseKey {
        BrowseKey(title: value.label)
    }
}

extension FacetTable {
    /// Runs `body` with fast access to each exercise's global value numbers.
    func withExerciseValues<Result>(
        _ body: (_ valuesOf: (Int) -> UnsafeBufferPointer<Int32>) throws -> Result
    )
        rethrows -> Result
    {
        try exerciseStarts.withUnsafeBufferPointer { starts in
            try exerciseValues.withUnsafeBufferPointer { values in
                try body { exercise in
                    UnsafeBufferPointer(rebasing: values[Int(starts[exercise])..<Int(starts[exercise + 1])])
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
