public import ExerciseCatalog

/// A creator of an exercise's demos, linked only when the profile may be opened.
public struct CreatorRow: Sendable, Hashable, Identifiable {
    /// The creator's id.
    public var id: String
    /// The display name.
    public var name: String
    /// "@handle", or "".
    public var handle: String
    /// The profile's address when it passes the allow-list (never for the sample); nil otherwise, and
    /// front ends then show the row as plain text, not as a link.
    public var profileURL: String?

    /// Describes `creator` of `catalog`.
    public init(creator: Creator, catalog: Catalog) {
        id = creator.id
        name = creator.displayName
        handle = Wording.handle(creator.handle)
        profileURL = catalog.openableProfileLink(for: creator).allowedURL
    }
}
