internal import ExerciseCatalog

/// The same video held more than once: one video id twice, or one post under two ids.
///
/// Links are compared as ``LinkPolicy`` would open them (scheme and host in lower case) and without a
/// trailing "/", so "https://www.instagram.com/reel/X/" and "https://WWW.instagram.com/reel/X" match.
struct DuplicateVideoRule: LintRule {
    /// Creates the rule.
    init() {}

    let name = "duplicate-video"
    let severity = LintSeverity.error
    let explanation =
        "The same video appears more than once, so search shows it twice or under the wrong exercise."
    let fix = "Keep the video under the one exercise it demonstrates and remove the other copies."

    func findings(in catalog: Catalog) -> [LintFinding] {
        var byID: [String: [(exercise: String, video: Video)]] = [:]
        var byLink: [String: [(exercise: String, video: Video)]] = [:]
        var idOrder: [String] = []
        var linkOrder: [String] = []
        for exercise in catalog.exercises {
            for video in exercise.videos {
                if byID[video.id] == nil {
                    idOrder.append(video.id)
                }
                byID[video.id, default: []].append((exercise.id, video))
                let link = Self.comparableLink(video.url)
                guard !link.isEmpty else {
                    continue
                }
                if byLink[link] == nil {
                    linkOrder.append(link)
                }
                byLink[link, default: []].append((exercise.id, video))
            }
        }
        let sameID = idOrder.compactMap { id -> LintFinding? in
            guard let places = byID[id], places.count > 1 else {
                return nil
            }
            return LintFinding(
                exerciseIDs: places.map(\.exercise).distinctInOrder, videoIDs: [id],
                message: "video id “\(id)” appears \(places.count) times")
        }
        let sameLink = linkOrder.compactMap { link -> LintFinding? in
            guard let places = byLink[link] else {
                return nil
            }
            let videoIDs = places.map(\.video.id).distinctInOrder
            guard videoIDs.count > 1 else {
                return nil
            }
            return LintFinding(
                exerciseIDs: places.map(\.exercise).distinctInOrder, videoIDs: videoIDs,
                message: "\(videoIDs.count) video ids share the link “\(places[0].video.url)”")
        }
        return sameID + sameLink
    }

    /// The link as it would be opened, without a trailing "/"; the link itself when it would be refused.
    static func comparableLink(_ url: String) -> String {
        var link = LinkPolicy.evaluate(url, as: .profile).allowedURL ?? url
        while link.hasSuffix("/") {
            link.removeLast()
        }
        return link
    }
}
