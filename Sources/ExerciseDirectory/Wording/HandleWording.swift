internal import ExerciseCatalog
internal import Foundation

extension Wording {
    /// A handle as shown, with exactly one leading "@": "coachingotf" and "@coachingotf" → "@coachingotf".
    ///
    /// Surrounding white space and any leading "@"s are dropped first; a handle with nothing left is
    /// shown as "" so front ends can leave it out.
    public static func handle(_ handle: String) -> String {
        let bare = handle.trimmingCharacters(in: .whitespacesAndNewlines).drop { $0 == "@" }
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return bare.isEmpty ? "" : "@" + bare
    }
}
