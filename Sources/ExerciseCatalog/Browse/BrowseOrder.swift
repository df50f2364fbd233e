/// The default A–Z order every front end lists exercises in, the same on every platform and locale.
///
/// Titles compare ignoring brackets and quotes anywhere (`( ) [ ] { } " ' “ ” ‘ ’ « »`) and anything
/// before the first letter or digit (such as emoji), without regard to case or diacritics, with each run
/// of digits compared as a number ("2 Point Row" before "10 Stroke Power Row"). Titles beginning with a
/// digit come after all others. Ties are broken by the raw title, then by exercise id.
package enum BrowseOrder {
    /// `exercises` in browse order; each title's key is computed once.
    package static func sorted(_ exercises: [Exercise]) -> [Exercise] {
        sortedIndices(exercises).map { exercises[$0] }
    }

    /// The indices of `exercises` in browse order (the order of ``sorted(_:)``).
    package static func sortedIndices(_ exercises: [Exercise]) -> [Int] {
        let keys = exercises.map { BrowseKey(title: $0.name) }
        return exercises.indices.sorted { lhs, rhs in
            let ordering = keys[lhs].ordering(keys[rhs])
            if ordering != 0 {
                return ordering < 0
            }
            if exercises[lhs].id != exercises[rhs].id {
                return exercises[lhs].id < exercises[rhs].id
            }
            return lhs < rhs
        }
    }
}
