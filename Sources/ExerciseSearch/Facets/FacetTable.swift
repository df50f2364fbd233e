import ExerciseCatalog

/// Every facet's values and the values of each exercise, built once per index.
///
/// Categories and platforms are listed in their model order (all of them, even those no exercise
/// has); muscle groups, equipment and creators by label in browse order (``BrowseKey``). Tag labels come
/// from ``FacetLabel``, creator labels are display names.
struct FacetTable: Sendable {
    /// The columns in ``Facet/allCases`` order.
    let columns: [FacetColumn]

    /// The column of `facet`.
    func column(_ facet: Facet) -> FacetColumn {
        columns[facet.index]
    }
}

/// Collects the facet values of exercises one after another while the index is built.
struct FacetTableBuilder {
    /// One builder per facet.
    private var category = FacetColumnBuilder()
    private var muscle = FacetColumnBuilder()
    private var equipment = FacetColumnBuilder()
    private var platform = FacetColumnBuilder()
    private var creator = FacetColumnBuilder()
    /// Value ids of the categories, in `ExerciseCategory.allCases` order.
    private var categoryIDs: [Int32] = []
    /// Value ids of the platforms, in `Platform.allCases` order.
    private var platformIDs: [Int32] = []

    /// Declares every category and platform.
    init() {
        categoryIDs = ExerciseCategory.allCases.map { category.declare($0.rawValue, label: $0.label) }
        platformIDs = Platform.allCases.map { platform.declare($0.rawValue, label: $0.label) }
    }

    /// Sets the category of the current exercise.
    mutating func add(_ value: ExerciseCategory) {
        category.add(valueID: categoryIDs[ExerciseCategory.allCases.firstIndex(of: value) ?? 0])
    }

    /// Adds a muscle group tag numbered `number` (equal texts, equal numbers) to the current exercise.
    mutating func addMuscleGroup(_ value: String, number: Int) {
        muscle.add(value, rawNumber: number, label: Self.tagLabel(value), aliases: [])
    }

    /// Adds an equipment tag numbered `number` (equal texts, equal numbers) to the current exercise.
    mutating func addEquipment(_ value: String, number: Int) {
        equipment.add(value, rawNumber: number, label: Self.tagLabel(value), aliases: [])
    }

    /// Adds a video's platform and its creator, numbered `creatorNumber` by creator id.
    mutating func addVideo(source: Platform, creator person: Creator, creatorNumber: Int) {
        platform.add(valueID: platformIDs[Platform.allCases.firstIndex(of: source) ?? 0])
        creator.add(person.id, rawNumber: creatorNumber, label: person.displayName, aliases: [person.handle])
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
