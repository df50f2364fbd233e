public import ExerciseCatalog

extension Exercise {
    /// The distinct creators of this exercise's videos, by creator id, in order of first appearance.
    public var creators: [Creator] {
        var seen: Set<String> = []
        return videos.map(\.creator).filter { seen.insert($0.id).inserted }
    }
}
