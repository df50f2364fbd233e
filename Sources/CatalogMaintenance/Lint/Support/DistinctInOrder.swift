internal import ExerciseCatalog

extension Array where Element: Hashable {
    /// The elements without repeats, each where it first appears.
    var distinctInOrder: [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
