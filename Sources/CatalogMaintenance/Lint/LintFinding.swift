internal import ExerciseCatalog

/// One thing a lint rule found: the exercises and videos it is about and what is wrong with them.
package struct LintFinding: Sendable, Hashable, Codable {
    /// The ids of the exercises involved, in catalog order; several for duplicates and clusters.
    package var exerciseIDs: [String]
    /// The ids of the videos involved when the finding is about videos; otherwise empty.
    package var videoIDs: [String]
    /// What is wrong, quoting the catalog text it is about (not yet made safe to print).
    package var message: String

    /// Creates a finding.
    package init(exerciseIDs: [String], videoIDs: [String] = [], message: String) {
        self.exerciseIDs = exerciseIDs
        self.videoIDs = videoIDs
        self.message = message
    }

    enum CodingKeys: String, CodingKey {
        case exerciseIDs = "exercise_ids"
        case videoIDs = "video_ids"
        case message
    }
}
