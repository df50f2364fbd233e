internal import ExerciseCatalog

/// The record index in `exercises.json` of each exercise a load kept.
///
/// The decoder leaves out exactly the records that have an error, so the kept exercises are the records
/// whose index no error names, in file order.
enum KeptRecordIndices {
    /// The index of each of `keptCount` kept exercises, given the problems the load reported.
    static func indices(keptCount: Int, problems: [CatalogProblem]) -> [Int] {
        let dropped = Set(problems.filter { $0.severity == .error }.compactMap(\.recordIndex))
        var indices: [Int] = []
        indices.reserveCapacity(keptCount)
        var candidate = 0
        while indices.count < keptCount {
            if !dropped.contains(candidate) { indices.append(candidate) }
            candidate += 1
        }
        return indices
    }
}
