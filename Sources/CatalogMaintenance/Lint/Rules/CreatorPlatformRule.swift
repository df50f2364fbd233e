internal import ExerciseCatalog

/// Videos whose creator profile is on another platform than the video, such as TikTok demos whose
/// creator links to an Instagram profile.
///
/// The fix is one profile link per creator and platform, so there is one finding for each creator
/// and pair of platforms, listing every video concerned.
struct CreatorPlatformRule: LintRule {
    /// Creates the rule.
    init() {}

    let name = "creator-platform"
    let severity = LintSeverity.warning
    let explanation =
        "The creator's profile is on another platform than the video, so the creator link leaves it."
    let fix =
        "Link the creator's profile on the video's platform, such as https://www.tiktok.com/@handle."

    /// A creator seen from one platform while linking to a profile on another.
    private struct Mismatch: Hashable {
        var creatorID: String
        var video: Platform
        var profile: Platform
    }

    func findings(in catalog: Catalog) -> [LintFinding] {
        var order: [Mismatch] = []
        var names: [Mismatch: String] = [:]
        var exerciseIDs: [Mismatch: [String]] = [:]
        var videoIDs: [Mismatch: [String]] = [:]
        for exercise in catalog.exercises {
            for video in exercise.videos {
                guard let profile = Self.platform(ofProfile: video.creator.profileURL),
                    profile != video.source
                else {
                    continue
                }
                let mismatch = Mismatch(creatorID: video.creator.id, video: video.source, profile: profile)
                if names[mismatch] == nil {
                    order.append(mismatch)
                    names[mismatch] = video.creator.displayName
                }
                exerciseIDs[mismatch, default: []].append(exercise.id)
                videoIDs[mismatch, default: []].append(video.id)
            }
        }
        return order.map { mismatch in
            let videos = videoIDs[mismatch] ?? []
            let count = LintCount.of(
                videos.count, singular: "\(mismatch.video.label) video links",
                plural: "\(mismatch.video.label) videos link")
            return LintFinding(
                exerciseIDs: (exerciseIDs[mismatch] ?? []).distinctInOrder, videoIDs: videos,
                message: "“\(names[mismatch] ?? mismatch.creatorID)” (creator id “\(mismatch.creatorID)”): "
                    + "\(count) to \(Self.withArticle(mismatch.profile)) profile")
        }
    }

    /// The platform whose host a profile link opens on, or nil when ``LinkPolicy`` refuses it.
    static func platform(ofProfile url: String) -> Platform? {
        Platform.allCases.first { LinkPolicy.evaluate(url, as: .video($0)).allowedURL != nil }
    }

    /// "an Instagram" or "a TikTok".
    private static func withArticle(_ platform: Platform) -> String {
        switch platform {
        case .instagram: "an Instagram"
        case .tiktok: "a TikTok"
        }
    }
}
