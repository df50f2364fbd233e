/// The person who posted a demo video.
public struct Creator: Codable, Sendable, Hashable {
    /// Stable identifier, usually the creator's handle.
    public var id: String
    /// The name to show, such as "Coach Rudy".
    public var displayName: String
    /// The handle without the leading "@".
    public var handle: String
    /// The creator's profile page; opened only when it passes ``LinkPolicy``.
    public var profileURL: String

    /// Creates a creator from its catalog fields.
    public init(id: String, displayName: String, handle: String, profileURL: String) {
        self.id = id
        self.displayName = displayName
        self.handle = handle
        self.profileURL = profileURL
    }

    enum CodingKeys: String, CodingKey {
        case id
        case displayName = "display_name"
        case handle
        case profileURL = "profile_url"
    }
}
