internal import ExerciseCatalog

/// A link of a video that ``LinkPolicy`` refuses: the one link check verify, import and lint make.
struct RefusedLink {
    /// What the link is: "video link" or "profile link".
    var kind: String
    /// The record field that holds it: "url" or "creator.profile_url".
    var field: String
    /// The link as the catalog has it.
    var link: String
    /// Why the allow-list refuses it.
    var reason: String

    /// The video link and then the creator's profile link of `video`, those the allow-list refuses.
    static func all(of video: Video) -> [RefusedLink] {
        var refused: [RefusedLink] = []
        if let reason = video.linkDecision.refusalReason {
            refused.append(RefusedLink(kind: "video link", field: "url", link: video.url, reason: reason))
        }
        if let reason = video.creator.profileLinkDecision.refusalReason {
            refused.append(
                RefusedLink(
                    kind: "profile link", field: "creator.profile_url", link: video.creator.profileURL,
                    reason: reason))
        }
        return refused
    }
}
