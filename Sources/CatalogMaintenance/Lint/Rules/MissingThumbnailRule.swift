internal import ExerciseCatalog

/// Videos whose thumbnail field is empty, so lists show a placeholder instead of a picture.
struct MissingThumbnailRule: LintRule {
    /// Creates the rule.
    init() {}

    let name = "missing-thumbnail"
    let severity = LintSeverity.warning
    let explanation = "Videos without a thumbnail show a placeholder in every list."
    let fix = "Fetch the video's cover image into the thumbnail folder and set its \"/thumbs/…\" path."

    func findings(in catalog: Catalog) -> [LintFinding] {
        catalog.exercises.compactMap { exercise in
            let missing = exercise.videos.filter { $0.thumbnail.allSatisfy(\.isWhitespace) }
            guard !missing.isEmpty else {
                return nil
            }
            return LintFinding(
                exerciseIDs: [exercise.id], videoIDs: missing.map(\.id),
                message: Self.describe(missing: missing.count, of: exercise.videos.count))
        }
    }

    /// "its only video has no thumbnail", "none of its 3 videos has a thumbnail", "1 of 3 videos has no
    /// thumbnail".
    static func describe(missing: Int, of total: Int) -> String {
        if missing == total {
            return total == 1
                ? "its only video has no thumbnail" : "none of its \(total) videos has a thumbnail"
        }
        return "\(missing) of \(total) videos \(missing == 1 ? "has" : "have") no thumbnail"
    }
}
