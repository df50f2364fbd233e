internal import ExerciseCatalog

/// Video and creator links that fail the allow-list, so no front end will open them.
struct LinkRefusedRule: LintRule {
    /// Creates the rule.
    init() {}

    let name = "link-refused"
    let severity = LintSeverity.error
    let explanation =
        "A video or creator link fails the link allow-list, so front ends refuse to open it."
    let fix =
        "Use the https://www.instagram.com/… or https://www.tiktok.com/… address of the post or profile."

    func findings(in catalog: Catalog) -> [LintFinding] {
        catalog.exercises.flatMap { exercise in
            exercise.videos.compactMap { video -> LintFinding? in
                var reasons: [String] = []
                if let reason = video.linkDecision.refusalReason {
                    reasons.append("video link “\(video.url)” refused: \(reason)")
                }
                if let reason = video.creator.profileLinkDecision.refusalReason {
                    reasons.append(
                        "profile link “\(video.creator.profileURL)” of “\(video.creator.displayName)” "
                            + "refused: \(reason)")
                }
                guard !reasons.isEmpty else {
                    return nil
                }
                return LintFinding(
                    exerciseIDs: [exercise.id], videoIDs: [video.id], message: reasons.joined(separator: "; ")
                )
            }
        }
    }
}
