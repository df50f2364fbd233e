/// One demo video of an exercise, posted on Instagram or TikTok.
public struct Video: Codable, Sendable, Hashable, Identifiable {
    /// The platform's post id, prefixed as in the web catalog.
    public var id: String
    /// The post's address; opened only when it passes ``LinkPolicy``.
    public var url: String
    /// The platform the post lives on.
    public var source: Platform
    /// "/thumbs/<file>.jpg", or "" when the catalog has no thumbnail.
    public var thumbnail: String
    /// The post's caption as scraped; may hold hashtags, emoji and control characters.
    public var description: String
    /// Who posted the video.
    public var creator: Creator

    /// Creates a video from its catalog fields.
    public init(
        id: String, url: String, source: Platform, thumbnail: String, description: String, creator: Creator
    ) {
        self.id = id
        self.url = url
        self.source = source
        self.thumbnail = thumbnail
        self.description = description
        self.creator = creator
    }
}
