internal import Foundation

/// Debug launch arguments that put the app in a known state for reproducible screenshots.
///
/// `-screenshotQuery TEXT` types a query, `-screenshotFilters YES` opens the filter sheet,
/// `-screenshotExercise ID` opens an exercise, `-screenshotAbout YES` opens About, `-screenshotWorkout
/// TEXT` opens the workout screen for TEXT as if it had been pasted, `-restoreState JSON` starts from JSON as
/// if it were the state kept when iOS last ended the app (``DirectoryState``; for the UI tests).
public struct LaunchOptions: Sendable, Equatable {
    /// The query to type, if any.
    public var query: String?
    /// Whether to open the filter sheet.
    public var showsFilters = false
    /// The exercise to open, if any.
    public var exerciseID: String?
    /// Whether to open About.
    public var showsAbout = false
    /// The workout text to open as if pasted, if any.
    public var workout: String?
    /// The state to start from instead of the kept one, if any (unreadable JSON gives none).
    public var restoredState: DirectoryState?

    /// Reads the options from the process arguments; unknown arguments are ignored.
    public init(arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-screenshotQuery": query = remaining.popFirst()
            case "-screenshotFilters": showsFilters = remaining.popFirst().map(Self.isYes) ?? false
            case "-screenshotExercise": exerciseID = remaining.popFirst()
            case "-screenshotAbout": showsAbout = remaining.popFirst().map(Self.isYes) ?? false
            case "-screenshotWorkout": workout = remaining.popFirst()
            case "-restoreState":
                restoredState = remaining.popFirst().flatMap { DirectoryState(encoded: Data($0.utf8)) }
            default: continue
            }
        }
    }

    /// The options of `arguments` in a Debug build; none in a Release build, where a stray argument must
    /// not change what a person sees.
    public init(arguments: [String], isDebugBuild: Bool) {
        self.init(arguments: isDebugBuild ? arguments : [])
    }

    /// True when any option was given.
    public var isEmpty: Bool {
        query == nil && !showsFilters && exerciseID == nil && !showsAbout && workout == nil
            && restoredState == nil
    }

    private static func isYes(_ value: String) -> Bool {
        ["yes", "true", "1"].contains(value.lowercased())
    }
}
