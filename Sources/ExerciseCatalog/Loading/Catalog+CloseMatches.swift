extension Catalog {
    /// Ids that look like `id`, best first, for a "did you mean" after an unknown id.
    ///
    /// An id that contains the given text (or is contained in it) ranks first, shorter ids before
    /// longer; then ids within a small edit distance (at most 2, or a third of the length for long
    /// ids), closest first. Ties keep catalog order. An id more than twice as long as the longest id
    /// looks like none: that is checked first, so a huge id costs one pass over the catalog's ids.
    public func closeMatches(forID id: String, limit: Int = 5) -> [String] {
        let longest = exercises.lazy.map(\.id.utf8.count).max() ?? 0
        guard !id.isEmpty, id.utf8.count <= 2 * longest else { return [] }
        let wanted = id.lowercased()
        let budget = max(2, wanted.count / 3)
        let wantedScalars = ArraySlice(wanted.unicodeScalars.map(\.value))
        var rows = EditDistance.Rows()
        var ranked: [(rank: Int, id: String, order: Int)] = []
        for (order, exercise) in exercises.enumerated() {
            let candidate = exercise.id.lowercased()
            if candidate.contains(wanted) || wanted.contains(candidate) {
                ranked.append((abs(candidate.count - wanted.count) - 1_000, exercise.id, order))
                continue
            }
            let distance = EditDistance.distance(
                from: wantedScalars, to: ArraySlice(candidate.unicodeScalars.map(\.value)), limit: budget,
                costs: .levenshtein, rows: &rows)
            if let distance { ranked.append((distance, exercise.id, order)) }
        }
        return ranked.sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }.prefix(limit).map(\.id)
    }
}
