public import ExerciseSearch

/// The accessibility identifiers of the iPhone app's elements, which its UI tests find them by.
public enum AccessibilityID {
    /// The search text field.
    public static let searchField = "searchField"
    /// The search field's clear button.
    public static let clearSearchButton = "clearSearchButton"
    /// "Showing 12 of 1,220 exercises".
    public static let showingLine = "showingLine"
    /// The sample catalog's banner.
    public static let sampleBanner = "sampleBanner"
    /// The toolbar button that opens About.
    public static let aboutButton = "aboutButton"
    /// The button that opens the filter sheet.
    public static let filterButton = "filterButton"
    /// The active-filter chips' "Clear All".
    public static let clearAllButton = "clearAllButton"
    /// The filter sheet's "Clear".
    public static let clearFiltersButton = "clearFiltersButton"
    /// The filter sheet's "Show 12 results".
    public static let showResultsButton = "showResultsButton"
    /// A sheet's "Done".
    public static let doneButton = "doneButton"
    /// The empty state's message.
    public static let emptyStateTitle = "emptyStateTitle"
    /// The empty state's "Did you mean …".
    public static let suggestionButton = "suggestionButton"
    /// The empty state's "Clear filters".
    public static let emptyStateClearFiltersButton = "emptyStateClearFiltersButton"
    /// The detail screen's title.
    public static let detailTitle = "detailTitle"
    /// The detail screen's "3 demos".
    public static let demoSummary = "demoSummary"
    /// The About sheet's disclaimer.
    public static let disclaimerText = "disclaimerText"
    /// The About sheet's description of the catalog.
    public static let catalogDescription = "catalogDescription"
    /// The About sheet's link to the web directory.
    public static let webDirectoryLink = "webDirectoryLink"
    /// The About sheet's words on what the app carries and whose it is.
    public static let bundledContent = "bundledContent"
    /// The About sheet's link to the privacy policy.
    public static let privacyPolicyLink = "privacyPolicyLink"
    /// The disclaimer at the foot of a screen.
    public static let disclaimerFooter = "disclaimerFooter"
    /// The progress indicator while the catalog loads.
    public static let loadingIndicator = "loadingIndicator"
    /// Why the catalog could not be loaded.
    public static let loadFailedMessage = "loadFailedMessage"
    /// "Try Again" after a failed load.
    public static let retryButton = "retryButton"
    /// "No exercise matches every word; showing matches without: …" above the results.
    public static let partialMatchNotice = "partialMatchNotice"
    /// The directory's Paste button, which reads a copied workout.
    public static let pasteWorkoutButton = "pasteWorkoutButton"
    /// The workout screen's "3 of 5 moves found".
    public static let workoutSummary = "workoutSummary"
    /// The detail screen's Share button.
    public static let shareExerciseButton = "shareExerciseButton"

    /// The directory row of exercise `id`.
    public static func resultRow(_ id: String) -> String { "resultRow-" + id }
    /// The workout screen's row for line `index` (0-based; lines can repeat, so they are told apart by
    /// place).
    public static func workoutRow(_ index: Int) -> String { "workoutRow-\(index)" }
    /// The "Similar Exercises" row of exercise `id`.
    public static func similarRow(_ id: String) -> String { "similarRow-" + id }
    /// The active-filter chip of `chip`.
    public static func filterChip(_ chip: FilterChip) -> String { "filterChip-" + chip.id }
    /// The filter sheet's option `value` of `facet`.
    public static func facetOption(_ facet: Facet, _ value: String) -> String {
        "facetOption-\(facet.rawValue)-\(value)"
    }
    /// The card of video `id`.
    public static func videoCard(_ id: String) -> String { "videoCard-" + id }
    /// The "Watch on …" button of video `id`.
    public static func watchButton(_ id: String) -> String { "watchButton-" + id }
    /// Why video `id` cannot be opened.
    public static func videoRefusal(_ id: String) -> String { "videoRefusal-" + id }
    /// The creator-profile button of video `id`.
    public static func profileButton(_ id: String) -> String { "profileButton-" + id }
    /// The profile link of creator `id`.
    public static func creatorLink(_ id: String) -> String { "creatorLink-" + id }
    /// The name of creator `id` when the profile cannot be opened.
    public static func creatorName(_ id: String) -> String { "creatorName-" + id }
}
