extension Catalog {
    /// Why no link of the sample catalog is ever opened.
    public static let sampleLinkRefusal = "the sample catalog's links are placeholders, not real posts"

    /// Whether front ends may open `video`'s post: refused for the sample, else the allow-list decides.
    public func openableLink(for video: Video) -> LinkDecision {
        isSample ? .refused(reason: Self.sampleLinkRefusal) : video.linkDecision
    }

    /// Whether front ends may open `creator`'s profile: refused for the sample, else the allow-list decides.
    public func openableProfileLink(for creator: Creator) -> LinkDecision {
        isSample ? .refused(reason: Self.sampleLinkRefusal) : creator.profileLinkDecision
    }
}
