public import ExerciseCatalog
public import ExerciseSearch
public import Observation

/// The directory every front end drives: query, filters, results, facets, navigation and load state.
///
/// It holds every decision a screen needs (wording, order, which links open) so views only show what
/// it says. SwiftUI observes it; the terminal app reads it after each key. The search index is built
/// once per loaded catalog, off the main actor, and never per keystroke.
@MainActor
@Observable
public final class DirectoryModel {
    /// Where searches run.
    public enum SearchExecution: Sendable {
        /// On the caller's thread, before the setter returns (the terminal app; tests).
        case immediate
        /// On a background task; the newest search wins (the iPhone app).
        case background
    }

    /// Whether the catalog is loading, ready or failed.
    public private(set) var loadState: LoadState = .loading
    /// The loaded catalog, once ready.
    public private(set) var catalog: Catalog?
    /// The search text; setting it searches again.
    public var query = "" {
        didSet { if query != oldValue { refresh() } }
    }
    /// The facet choices; change them with ``toggle(_:in:)``, ``remove(_:)`` and ``clearAll()``.
    public private(set) var filters = SearchFilters.none
    /// The rows to show, best first.
    public private(set) var rows: [ResultRow] = []
    /// The latest search's facet counts and suggestion.
    public private(set) var results: SearchResults?
    /// The navigation stack above the directory.
    public var path: [Route] = []
    /// The sheet shown over the directory, if any.
    public var sheet: Sheet? {
        didSet {
            if oldValue != nil, sheet == nil { isSheetClosing = true }
            if sheet != .filters {
                keptFilterOptions = [:]
            } else if oldValue != .filters {
                keepOfferedFilterOptions()
            }
        }
    }
    /// True from the moment ``sheet`` is cleared until the front end reports the sheet gone
    /// (``sheetDidClose()``): an iPhone animates a sheet away and shows no alert until it is.
    public private(set) var isSheetClosing = false
    /// A one-off notice for the user, such as an unknown deep link.
    public var notice: String?
    /// The workout last read from pasted text, which the ``Route/workout`` screen lists.
    public private(set) var workout: WorkoutList?
    /// The About screen's content, made once the catalog is loaded.
    public private(set) var about: AboutContent?
    /// Counts the searches applied, so a screen can wait for typing to pause (see ``dueCountAnnouncement(at:)``).
    public private(set) var resultsVersion = 0
    /// Counts the changes of which exercises ``rows`` lists, or their order, so a list can go back to its
    /// top when new results arrive; a search that lists the same exercises again leaves it as it is.
    public private(set) var rowsVersion = 0
    /// Why the last load failed, in full (the error's own words, which may name files), for a log rather
    /// than a screen; nil unless ``loadState`` is ``LoadState/failed(message:)``.
    public private(set) var loadFailureDetails: String?

    /// The filter options offered since the filter sheet opened, by facet: they stay offered (with
    /// their live counts, zero included) until it closes, so none vanishes from under a finger.
    private var keptFilterOptions: [Facet: Set<String>] = [:]

    private let loader: @Sendable () throws -> IndexedCatalog
    private let execution: SearchExecution
    @ObservationIgnored private var engine: DirectorySearch?
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var pendingSearch: Task<Void, Never>?
    @ObservationIgnored private var launch = LaunchRequests()
    @ObservationIgnored private var announcer = CountAnnouncer()
    @ObservationIgnored private var lastDetail: ExerciseDetail?
    @ObservationIgnored private var hasBegunLoading = false
    @ObservationIgnored private var hasRequestedLaunchOptions = false
    @ObservationIgnored private var currentLoad: Task<Void, Never>?

    /// A directory that reads its catalog with `loader` when ``load()`` is called, and indexes it.
    public init(execution: SearchExecution = .immediate, loader: @escaping @Sendable () throws -> Catalog) {
        self.execution = execution
        self.loader = { IndexedCatalog(indexing: try loader()) }
    }

    /// A directory that reads the catalog at `location` when ``load()`` is called, with its index read from
    /// the folder's search snapshot when that is current, as the command line reads it
    /// (``IndexedCatalog/load(_:)``), else built.
    public init(execution: SearchExecution = .immediate, location: CatalogLocation) {
        self.execution = execution
        self.loader = { try IndexedCatalog.load(location) }
    }

    /// Restores `state` and requests `options` (see ``request(_:)``), the first time only, then loads the
    /// catalog unless a load has begun, and waits for it.
    ///
    /// The restored query and filters are the first search; filter values and an open exercise the
    /// catalog no longer has are dropped without a word (the person did not ask for them now). Options
    /// are kept even when a load has already begun (Siri may have started it), and applied once it ends.
    /// Later calls restore and request nothing: this is for a view's `.task`, which SwiftUI runs again
    /// whenever the view reappears. "Try Again" calls ``retry()``.
    public func loadOnce(requesting options: LaunchOptions, restoring state: DirectoryState? = nil) async {
        if let state { restore(state) }
        if !hasRequestedLaunchOptions {
            hasRequestedLaunchOptions = true
            request(options)
        }
        await waitForCatalog()
    }

    /// Brings back the query, filters and open exercise of `state`, the first time only and only while
    /// nothing has been opened explicitly (``LaunchRequests``; ``loadOnce(requesting:restoring:)`` calls it).
    ///
    /// A view's task may run again, and a later state is not the one iOS kept; an exercise Siri, a link
    /// or system search opened wins over it. Before loading, the query and filters are the first search;
    /// filter values and an exercise the catalog no longer has are dropped silently.
    public func restore(_ state: DirectoryState) {
        let isLoaded = loadState == .loaded
        guard launch.restores(state, isLoading: !isLoaded) else { return }
        query = state.query
        guard isLoaded, let results, let catalog else {
            filters = state.filters
            return
        }
        filters = Self.offered(state.filters, by: results)
        refresh()
        if let id = state.exerciseID, catalog.exercise(id: id) != nil { path = [.detail(id: id)] }
    }

    /// What to store so that ``loadOnce(requesting:restoring:)`` brings the person back here: the query,
    /// the filters and the exercise whose detail is open (the last one on the stack).
    public var restorableState: DirectoryState {
        let openExercise = path.last { if case .detail = $0 { true } else { false } }
        guard case .detail(let id) = openExercise else {
            return DirectoryState(query: query, filters: filters)
        }
        return DirectoryState(query: query, filters: filters, exerciseID: id)
    }

    /// Reads the catalog, builds the index and runs the first search off the main actor, then shows
    /// its results: the directory is never ``LoadState/loaded`` without them, so no screen shows an
    /// empty state before the first search has ended.
    public func load() async {
        hasBegunLoading = true
        loadState = .loading
        let loading = Task { await loadAndSearch() }
        currentLoad = loading
        await loading.value
    }

    /// Waits for the catalog: loads it when nothing has begun to, else waits for the load under way.
    ///
    /// For work that needs the catalog whether or not a screen asked for it (Siri, Shortcuts).
    public func waitForCatalog() async {
        if !hasBegunLoading {
            await load()
        } else {
            await currentLoad?.value
        }
    }

    private func loadAndSearch() async {
        let loader = loader
        let search = (query: query, filters: filters)
        let outcome = await Task.detached(priority: .userInitiated) {
            LoadedDirectory.attempt(loader, query: search.query, filters: search.filters)
        }.value
        finishLoading(outcome)
        await settle()
    }

    /// Reads the catalog and builds the index on the calling thread: for a terminal event loop that
    /// has nothing to draw until the catalog is ready.
    public func loadNow() {
        hasBegunLoading = true
        loadState = .loading
        finishLoading(LoadedDirectory.attempt(loader, query: query, filters: filters))
    }

    private func finishLoading(_ outcome: Result<LoadedDirectory, any Error>) {
        switch outcome {
        case .success(let loaded):
            lastDetail = nil
            loadFailureDetails = nil
            catalog = loaded.catalog
            engine = loaded.engine
            about = AboutContent(catalog: loaded.catalog)
            announcer = CountAnnouncer()
            generation += 1
            apply(loaded.firstSearch)
            loadState = .loaded
            filters = Self.offered(filters, by: loaded.firstSearch.results)
            if query != loaded.query || filters != loaded.filters { refresh() }
            let waiting = launch.takeWaiting()
            if let id = waiting.state?.exerciseID, loaded.catalog.exercise(id: id) != nil {
                path = [.detail(id: id)]
            }
            for options in waiting.options { apply(options) }
            if let link = waiting.link { open(deepLink: link) }
        case .failure(let error):
            loadFailureDetails = String(describing: error)
            loadState = .failed(message: LoadState.failureMessage)
        }
    }

    /// Tries loading again after a failure.
    public func retry() async {
        await load()
    }

    /// Waits until the newest search has been applied.
    public func settle() async {
        await pendingSearch?.value
    }

    // MARK: - Filters

    /// Selects `value` in `facet`, or deselects it when already selected.
    public func toggle(_ value: String, in facet: Facet) {
        if isSelected(value, in: facet) {
            filters.deselect(value, in: facet)
        } else {
            filters.select(value, in: facet)
        }
        refresh()
    }

    /// True when `value` is chosen in `facet`.
    public func isSelected(_ value: String, in facet: Facet) -> Bool {
        !SearchFilters(single: value, in: facet).values(in: facet).isDisjoint(with: filters.values(in: facet))
    }

    /// Removes the filter a chip shows.
    public func remove(_ chip: FilterChip) {
        filters.deselect(chip.value, in: chip.facet)
        refresh()
    }

    /// Removes every filter ("Clear all"); the query stays.
    public func clearAll() {
        filters = .none
        refresh()
    }

    // MARK: - Navigation

    /// Opens the detail screen of exercise `id`, or says that this catalog has no such exercise.
    public func open(_ id: String) {
        guard catalog?.exercise(id: id) != nil else {
            notice = "No exercise “\(id)” in this catalog."
            return
        }
        path.append(.detail(id: id))
    }

    /// The notice an alert may show now: ``notice``, but nil while a sheet is shown or still closing
    /// (SwiftUI drops an alert presented over a sheet), so one set as a sheet closes waits until it has.
    public var presentableNotice: String? {
        sheet == nil && !isSheetClosing ? notice : nil
    }

    /// Records that the sheet the front end showed has finished closing, so a waiting notice may be shown.
    public func sheetDidClose() {
        isSheetClosing = false
    }

    /// Leaves the top screen: a sheet first, then the navigation stack.
    public func goBack() {
        if sheet != nil {
            sheet = nil
        } else if !path.isEmpty {
            path.removeLast()
        }
    }

    /// Reads `text` as a workout, one line per move, and shows the workout screen over the directory.
    ///
    /// Any sheet is closed and any screen above the directory left. Text with no non-blank line gives a
    /// notice instead (with the sheet closed, since SwiftUI shows no alert over one); before the catalog
    /// is loaded nothing happens.
    public func openWorkout(_ text: String) {
        guard let engine else { return }
        let entries = WorkoutReader(index: engine.index).read(text)
        sheet = nil
        guard !entries.isEmpty else {
            notice = "The pasted text has no lines to look up."
            return
        }
        workout = WorkoutList(entries: entries)
        path = [.workout]
    }

    /// Handles pasted text: a workout opens the workout screen, a single line is searched for.
    ///
    /// Several non-blank lines (``WorkoutList/isWorkout(_:)``) open the workout screen as
    /// ``openWorkout(_:)`` does; one line is searched for instead, as if typed into the search field, with
    /// any sheet closed and any screen above the directory left; blank text gives ``openWorkout(_:)``'s
    /// notice. Before the catalog is loaded nothing happens.
    public func paste(_ text: String) {
        guard engine != nil else { return }
        guard !WorkoutList.isWorkout(text), let line = WorkoutLine.lines(of: text).first else {
            openWorkout(text)
            return
        }
        showSearch(for: line.line)
    }

    /// Searches the directory for the words of a workout move the catalog has no match for.
    ///
    /// The workout screen is left and the active filters stay. Does nothing unless the row
    /// ``WorkoutRow/isSearchable``.
    public func search(workoutMove row: WorkoutRow) {
        guard row.isSearchable else { return }
        showSearch(for: row.query)
    }

    /// Closes any sheet, leaves every screen above the directory and searches for `text`; the active
    /// filters stay.
    private func showSearch(for text: String) {
        sheet = nil
        path = []
        query = text
    }

    /// Opens the exercise a deep link names, or says that this catalog has no such exercise; a link
    /// that arrives while the catalog loads is opened once it is ready.
    ///
    /// An explicit open wins over the kept state (``LaunchRequests``): a state restored while the catalog
    /// loads is taken back, query and filters included, and none is restored afterwards. Either way an
    /// open sheet is closed first: SwiftUI cannot show the notice's alert over a sheet.
    public func open(deepLink link: String) {
        guard loadState == .loaded else {
            if launch.opens(link, isLoading: true) != nil {
                query = ""
                filters = .none
            }
            return
        }
        _ = launch.opens(link, isLoading: false)
        sheet = nil
        guard let id = DeepLink.exerciseID(from: link) else {
            notice = "That link does not name an exercise."
            return
        }
        path = []
        open(id)
    }

    /// Opens exercise `id` through its deep link (``DeepLink/link(forExercise:)``), as Siri, Shortcuts and
    /// system search do: the same path as a tapped `otfexercises://exercise/<id>` link.
    public func openLink(forExercise id: String) {
        open(deepLink: DeepLink.link(forExercise: id) ?? "")
    }

    /// Puts the directory in the state `options` ask for once the catalog is loaded, however many tries
    /// loading takes (a failed load followed by "Try Again" still applies them, once).
    public func request(_ options: LaunchOptions) {
        guard loadState == .loaded else {
            launch.keep(options)
            return
        }
        apply(options)
    }

    /// Puts the directory in the state the launch options ask for.
    public func apply(_ options: LaunchOptions) {
        if let text = options.query { query = text }
        if let text = options.workout { openWorkout(text) }
        if let id = options.exerciseID { open(id) }
        if options.showsFilters { sheet = .filters }
        if options.showsAbout { sheet = .about }
    }

    /// Replaces the query with the "did you mean" suggestion.
    public func acceptSuggestion() {
        if let suggestion = results?.suggestion { query = suggestion }
    }

    // MARK: - What screens show

    /// How many exercises the catalog has.
    public var catalogCount: Int { catalog?.exercises.count ?? 0 }

    /// "Showing 12 of 1,220 exercises".
    public var showingLine: String {
        "Showing \(Wording.groupedNumber(rows.count)) of \(Wording.exerciseCount(catalogCount))"
    }

    /// What VoiceOver announces when the result count changes, such as "12 exercises".
    public var resultCountAnnouncement: String { Wording.exerciseCount(rows.count) }

    /// The result count to announce at `now`, once searching has paused for ``CountAnnouncer/pause``; nil
    /// while typing goes on, when the count is unchanged, or when it was already announced.
    public func dueCountAnnouncement(at now: ContinuousClock.Instant = .now) -> String? {
        announcer.announcement(at: now)
    }

    /// The filter sheet's button: "Show 12 results", "Show 1 result".
    public var showResultsLabel: String {
        "Show " + Wording.count(rows.count, singular: "result", plural: "results")
    }

    /// The filter button's accessibility value: "No filters", "1 active filter", "3 active filters".
    public var activeFiltersDescription: String {
        activeFilterCount == 0
            ? "No filters"
            : Wording.count(activeFilterCount, singular: "active filter", plural: "active filters")
    }

    /// True when the loaded catalog is the built-in sample.
    public var isSample: Bool { catalog?.isSample ?? false }

    /// The banner front ends show while the sample is loaded, or nil for a real catalog.
    public var sampleBanner: String? { isSample ? Disclaimer.sampleBanner : nil }

    /// The active filters as chips, in facet order (``Facet/allCases``); chips with the same label name
    /// their facet (``FilterChip/chips(for:)``).
    public var chips: [FilterChip] {
        FilterChip.chips(
            for: Facet.allCases.flatMap { facet in
                (results?.facets[facet] ?? []).filter(\.isSelected).map { (facet, $0) }
            })
    }

    /// How many filter values are chosen, for the filter button's badge.
    public var activeFilterCount: Int { chips.count }

    /// The filter sheet's sections in facet order, with live counts; an option offered since the sheet
    /// opened stays offered until it closes (``FacetSection/liveOptions``).
    public var facetSections: [FacetSection] {
        Facet.allCases.map {
            FacetSection(facet: $0, options: results?.facets[$0] ?? [], kept: keptFilterOptions[$0] ?? [])
        }
    }

    /// Adds the options the filter sheet offers now to those it keeps offering while it is open.
    private func keepOfferedFilterOptions() {
        for section in facetSections {
            keptFilterOptions[section.facet, default: []].formUnion(section.liveOptions.map(\.value))
        }
    }

    /// "Showing results for …" above results reached through a corrected word, "No exercise matches
    /// every word; showing matches without: …" above results that match only some of the query's words
    /// (``PartialMatchNotice``); nil otherwise.
    public var partialMatchNotice: String? {
        results.flatMap(PartialMatchNotice.text(for:))
    }

    /// What to show instead of rows when the search finds nothing; nil while there are rows.
    public var emptyState: EmptyState? {
        guard loadState == .loaded, rows.isEmpty else { return nil }
        return EmptyState(suggestion: results?.suggestion, filtersActive: activeFilterCount > 0)
    }

    /// The detail screen's content for exercise `id`, or nil when there is no such exercise.
    ///
    /// The last one made is kept, so redrawing the same screen on every key does not look for similar
    /// exercises again.
    public func detail(for id: String) -> ExerciseDetail? {
        if let cached = lastDetail, cached.id == id { return cached }
        guard let catalog, let exercise = catalog.exercise(id: id) else { return nil }
        let detail = ExerciseDetail(exercise: exercise, catalog: catalog)
        lastDetail = detail
        return detail
    }

    // MARK: - Siri and Shortcuts

    /// The exercises `text` finds for Siri and Shortcuts, best first (``IntentSearch``).
    ///
    /// Waits until the catalog is ready (``waitForCatalog()``); none when it cannot be loaded. The
    /// directory's own query is left as it is.
    public func intentRows(matching text: String, limit: Int = IntentSearch.limit) async -> [ResultRow] {
        await waitForCatalog()
        guard let engine else { return [] }
        return IntentSearch.rows(for: text, in: engine.index, limit: limit)
    }

    /// Every exercise, in browse order, once the catalog is ready (``IntentSearch/suggestedRows(in:)``).
    public func intentSuggestions() async -> [ResultRow] {
        await waitForCatalog()
        guard let engine else { return [] }
        return IntentSearch.suggestedRows(in: engine.index)
    }

    /// The rows of the exercises with `ids` that the catalog has, in the order given, once it is ready.
    public func intentRows(withIDs ids: [String]) async -> [ResultRow] {
        await waitForCatalog()
        return ids.compactMap { id in engine?.rowsByID[id] }
    }

    // MARK: - Searching

    private func refresh() {
        guard let engine else { return }
        generation += 1
        let query = query
        let filters = filters
        switch execution {
        case .immediate:
            apply(engine.run(query: query, filters: filters))
        case .background:
            let current = generation
            let previous = pendingSearch
            pendingSearch = Task {
                let outcome = await Task.detached(priority: .userInitiated) {
                    engine.run(query: query, filters: filters)
                }.value
                await previous?.value
                if current == self.generation { self.apply(outcome) }
            }
        }
    }

    private func apply(_ outcome: DirectorySearch.Outcome) {
        results = outcome.results
        if !outcome.rows.lazy.map(\.id).elementsEqual(rows.lazy.map(\.id)) { rowsVersion += 1 }
        rows = outcome.rows
        resultsVersion += 1
        if sheet == .filters { keepOfferedFilterOptions() }
        announcer.resultsChanged(to: resultCountAnnouncement, at: .now)
    }
}

/// A catalog with its search engine and the first search's results, made together off the main actor.
private struct LoadedDirectory: Sendable {
    let catalog: Catalog
    let engine: DirectorySearch
    /// The query and filters of the first search, and its outcome.
    let query: String
    let filters: SearchFilters
    let firstSearch: DirectorySearch.Outcome

    /// Runs `loader`, then searches what it returns for `query` with `filters`.
    static func attempt(_ loader: () throws -> IndexedCatalog, query: String, filters: SearchFilters)
        -> Result<LoadedDirectory, any Error>
    {
        Result {
            let indexed = try loader()
            let engine = DirectorySearch(index: indexed.index, exercises: indexed.catalog.exercises)
            return LoadedDirectory(
                catalog: indexed.catalog, engine: engine, query: query, filters: filters,
                firstSearch: engine.run(query: query, filters: filters))
        }
    }
}

/// The search index with every exercise's row worded once, so a keystroke only searches and copies.
struct DirectorySearch: Sendable {
    /// One search's results and rows.
    struct Outcome: Sendable {
        let results: SearchResults
        let rows: [ResultRow]
    }

    let index: SearchIndex
    let rowsByID: [String: ResultRow]

    /// Words the rows of `exercises`, which `index` indexes.
    init(index: SearchIndex, exercises: [Exercise]) {
        self.index = index
        rowsByID = Dictionary(exercises.map { ($0.id, ResultRow(exercise: $0)) }) { first, _ in first }
    }

    /// Searches and gives each result its worded row with this search's highlights.
    func run(query: String, filters: SearchFilters) -> Outcome {
        let results = index.search(query, filters: filters)
        let rows = results.results.map { result in
            var row = rowsByID[result.exercise.id] ?? ResultRow(exercise: result.exercise)
            row.highlights = result.nameHighlights
            return row
        }
        return Outcome(results: results, rows: rows)
    }
}

extension DirectoryModel {
    /// `filters` without the values `results`' facets do not offer, such as restored ones the catalog no
    /// longer has (they would hide every result behind a filter no chip shows).
    fileprivate static func offered(_ filters: SearchFilters, by results: SearchResults) -> SearchFilters {
        var kept = SearchFilters.none
        for facet in Facet.allCases {
            let chosen = filters.values(in: facet)
            for option in results.facets[facet] ?? []
            where !SearchFilters(single: option.value, in: facet).values(in: facet).isDisjoint(with: chosen) {
                kept.select(option.value, in: facet)
            }
        }
        return kept
    }
}

extension SearchFilters {
    /// Filters choosing only `value` in `facet`.
    fileprivate init(single value: String, in facet: Facet) {
        self.init()
        select(value, in: facet)
    }
}
