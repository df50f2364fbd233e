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
