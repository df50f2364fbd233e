/// What only the iPhone app says: a phone user has no terminal, so nothing here names a command.
public enum AppWording {
    /// The About sheet's description of the sample.
    public static let sampleCatalogDescription =
        "Sample catalog: made-up exercises with placeholder links. This build of the app was made without "
        + "the full catalog."

    /// The empty state's button that removes every filter.
    public static let clearFilters = "Clear filters"
}
