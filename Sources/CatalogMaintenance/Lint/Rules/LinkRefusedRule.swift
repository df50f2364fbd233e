internal import ExerciseCatalog

/// Video and creator links that fail the allow-list, so no front end will open them: the link check
/// `verify` and `import` make (``RefusedLink/all(of:)``).
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
                let refused = RefusedLink.all(of: video)
                guard !refused.isEmpty else {
                    return nil
                }
                let message = refused.map { "\($0.kind) “\($0.link)” refused: \($0.reason)" }
                return LintFinding(
                    exerciseIDs: [exercise.id], videoIDs: [video.id], message: message.joined(separator: "; ")
                )
            }
        }
    }
}
