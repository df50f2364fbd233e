public import ExerciseCatalog
public import ExerciseDirectory
public import ExerciseSearch

/// What the iPhone app's UI tests wait for, worked out by driving a directory over the catalog the app
/// shows the way each test drives the app: every label, identifier and count comes from this model, so a
/// wording change breaks a Linux test (`UITestExpectationsTests`) instead of silently a simulator run.
@MainActor
public struct UITestExpectations {
    /// The catalog the app under test shows.
    public let catalog: Catalog

    /// Expectations for the app showing `catalog`.
    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// A directory over the catalog, loaded, with `query` typed and `selections` chosen.
    public func directory(query: String = "", selecting selections: [(Facet, String)] = []) -> DirectoryModel
    {
        let catalog = catalog
        let model = DirectoryModel(execution: .immediate) { catalog }
        model.loadNow()
        model.query = query
        for (facet, value) in selections {
            model.toggle(value, in: facet)
        }
        return model
    }

    /// The showing line after typing `query` with `selections` chosen ("Showing 21 of 21 exercises").
    public func showingLine(query: String = "", selecting selections: [(Facet, String)] = []) -> String {
        directory(query: query, selecting: selections).showingLine
    }

    /// Whether the sample banner is on screen.
    public var showsSampleBanner: Bool { directory().sampleBanner != nil }

    /// The VoiceOver label of exercise `id`'s row after typing `query`, or nil when the row is not shown.
    public func resultRowLabel(query: String, id: String) -> String? {
        directory(query: query).rows.first { $0.id == id }?.accessibilityLabel
    }

    /// The empty state's title after typing `query`, or nil when something is found.
    public func emptyStateTitle(query: String) -> String? {
        directory(query: query).emptyState?.title
    }

    /// The filter sheet's button after choosing `value` in `facet` ("Show 5 results").
    public func showResultsLabel(selecting value: String, in facet: Facet) -> String {
        directory(selecting: [(facet, value)]).showResultsLabel
    }

    /// The identifier of the chip that choosing `value` in `facet` shows, or nil when none is shown.
    public func chipIdentifier(selecting value: String, in facet: Facet) -> String? {
        directory(selecting: [(facet, value)]).chips.first.map(AccessibilityID.filterChip)
    }

    /// What the About sheet shows.
    public var about: AboutContent? { directory().about }

    /// The notice a deep link `link` gives, or nil when it opens an exercise.
    public func notice(openingLink link: String) -> String? {
        let model = directory()
        model.open(deepLink: link)
        return model.notice
    }

    /// The workout screen's list for `text`, pasted (or given as `-screenshotWorkout`); nil when the
    /// text has no line to look up.
    public func workout(pasting text: String) -> WorkoutList? {
        let model = directory()
        model.openWorkout(text)
        return model.workout
    }

    /// The detail screen of exercise `id`.
    public func detail(id: String) -> ExerciseDetail? {
        directory().detail(for: id)
    }

    /// What the Open Exercise intent does for `spoken`: the exercise its query finds first
    /// (``IntentSearch``) and the deep link it hands the app (``DirectoryModel/openLink(forExercise:)``),
    /// with the title its detail screen shows; nil when nothing is found.
    public func intentLink(for spoken: String) -> (link: String, title: String)? {
        let index = SearchIndex(exercises: catalog.exercises)
        guard let row = IntentSearch.rows(for: spoken, in: index, limit: 1).first,
            let link = DeepLink.link(forExercise: row.id)
        else { return nil }
        return (link, row.name)
    }

    /// The launch arguments that start the app from `state` as if iOS had kept it (Debug builds); the
    /// last such arguments given win.
    public static func launchArguments(restoring state: DirectoryState) -> [String] {
        ["-restoreState", String(decoding: state.encoded(), as: UTF8.self)]
    }

    /// The launch arguments every UI test starts with: an empty kept state, so what one test left in the
    /// scene's storage never opens a screen in the next.
    public static var freshStart: [String] { launchArguments(restoring: DirectoryState()) }

    /// The title of the detail screen restoring `state` opens, or nil when it opens none.
    public func restoredDetailTitle(_ state: DirectoryState) -> String? {
        let model = directory()
        model.restore(state)
        guard case .detail(let id) = model.path.last else { return nil }
        return model.detail(for: id)?.title
    }
}
