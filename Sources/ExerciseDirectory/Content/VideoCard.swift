public import ExerciseCatalog

/// One demo video as the detail screen shows it, with its link only when it may be opened.
public struct VideoCard: Sendable, Hashable, Identifiable {
    /// The video's id.
    public var id: String
    /// The platform, for its badge.
    public var platform: Platform
    /// "Instagram" or "TikTok".
    public var platformLabel: String
    /// The creator's display name.
    public var creatorName: String
    /// "@coachingotf", or "" when the creator has no handle.
    public var creatorHandle: String
    /// The caption's first line, or nil when it has none.
    public var caption: String?
    /// "Watch on Instagram" / "Watch on TikTok".
    public var watchLabel: String
    /// What VoiceOver reads for the watch button, naming the creator so demos are told apart: "Watch
    /// Coach Rudy’s demo on Instagram" (``watchLabel`` when the creator has no name).
    public var watchAccessibilityLabel: String
    /// The post's address when it passes the allow-list (never for the sample); nil otherwise.
    ///
    /// The only link the app opens or shares for the demo.
    public var watchURL: String?
    /// Why the post cannot be opened, when ``watchURL`` is nil.
    public var refusalReason: String?
    /// The creator's profile when it may be opened; nil otherwise.
    public var profileURL: String?
    /// The thumbnail field ("/thumbs/…" or "").
    public var thumbnail: String

    /// Describes `video` of `catalog`, asking the catalog which links may open.
    public init(video: Video, catalog: Catalog) {
        id = video.id
        platform = video.source
        platformLabel = video.source.label
        creatorName = video.creator.displayName
        creatorHandle = Wording.handle(video.creator.handle)
        caption = Wording.captionFirstLine(video.description)
        watchLabel = "Watch on \(video.source.label)"
        let creator = video.creator.displayName
        watchAccessibilityLabel =
            creator.isEmpty ? watchLabel : "Watch \(creator)’s demo on \(video.source.label)"
        let decision = catalog.openableLink(for: video)
        watchURL = decision.allowedURL
        refusalReason = decision.refusalReason
        profileURL = catalog.openableProfileLink(for: video.creator).allowedURL
        thumbnail = video.thumbnail
    }
}
