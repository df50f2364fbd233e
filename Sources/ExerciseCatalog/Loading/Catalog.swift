/// A loaded catalog: its exercises, where they came from and what was wrong with the input.
public struct Catalog: Sendable {
    /// Where a catalog was read from.
    public enum Origin: Sendable, Equatable {
        /// A catalog folder (`exercises.json` + `thumbs/`) or a web-directory checkout.
        case directory(path: String)
        /// The small sample compiled into the package.
        case embeddedSample
    }

    /// Every record that decoded cleanly, in file order.
    public var exercises: [Exercise]
    /// Problems found while loading; records with errors are not in ``exercises``.
    public var problems: [CatalogProblem]
    /// Where it was read from.
    public var origin: Origin
    /// The folder holding thumbnail files, or nil when the catalog has none on disk.
    public var thumbnailsDirectory: String?
    /// True for sample data whose links are placeholders; every front end says so.
    public var isSample: Bool

    /// Creates a catalog from already-decoded parts.
    public init(
        exercises: [Exercise], problems: [CatalogProblem] = [], origin: Origin, thumbnailsDirectory: String?,
        isSample: Bool
    ) {
        self.exercises = exercises
        self.problems = problems
        self.origin = origin
        self.thumbnailsDirectory = thumbnailsDirectory
        self.isSample = isSample
    }

    /// The exercise with `id`, or nil.
    public func exercise(id: String) -> Exercise? {
        exercises.first { $0.id == id }
    }
}
