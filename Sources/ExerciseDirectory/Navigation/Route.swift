/// A screen pushed on the directory's navigation stack.
public enum Route: Hashable, Sendable {
    /// The detail screen of the exercise with this id.
    case detail(id: String)
    /// The workout read from pasted text (``DirectoryModel/workout``).
    case workout
}

/// A screen shown over the directory.
public enum Sheet: String, Hashable, Sendable, Identifiable {
    /// The filter sheet.
    case filters
    /// The About screen.
    case about

    /// Identifies the sheet by name.
    public var id: String { rawValue }
}
