internal import Foundation

/// Counts in lint messages, grouped as English writes them: "1 video links", "1,220 videos link".
enum LintCount {
    /// `n` in digits grouped by threes, followed by `singular` when `n` is exactly 1, else `plural`.
    static func of(_ n: Int, singular: String, plural: String) -> String {
        "\(n.formatted(.number.locale(Locale(identifier: "en_US")))) \(n == 1 ? singular : plural)"
    }
}
