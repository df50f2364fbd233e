public import ExerciseCatalog
internal import ExerciseSearch

/// One exercise as system search (Core Spotlight) lists it: what the app hands the system, worked out
/// here so the view layer only copies it into a searchable item.
public struct SpotlightEntry: Sendable, Hashable, Identifiable {
    /// The exercise's id: the item's unique identifier, which a tapped result brings back.
    public var id: String
    /// The exercise's name.
    public var title: String
    /// "Lower Body · Quads, Glutes · Dumbbell · Sample Coach Avery": what the result shows under the title.
    public var summary: String
    /// The words system search also finds it by: the everyday names, shorthand and synonyms search knows
    /// for it (``EverydayNameLookup``), then its category, muscles, equipment and creators.
    public var keywords: [String]
    /// The thumbnail of its first demo that has one ("/thumbs/…"), or "" when none has.
    public var thumbnail: String

    /// The entry of `exercise`.
    public init(exercise: Exercise) {
        id = exercise.id
        title = exercise.name
        let muscles = exercise.muscleGroups.map(FacetLabel.label(for:))
        let creators = exercise.creators.map(\.displayName)
        let equipment = exercise.equipment.map(FacetLabel.label(for:))
        let parts = [[exercise.category.label], muscles, equipment, creators].map {
            $0.joined(separator: ", ")
        }
        summary = parts.filter { !$0.isEmpty }.joined(separator: " · ")
        var keywords: [String] = []
        for word in EverydayNameLookup.names(for: exercise) + [exercise.category.label] + muscles + equipment
            + creators
        where !word.isEmpty && !keywords.contains(where: { $0.caseInsensitiveCompare(word) == .orderedSame })
        {
            keywords.append(word)
        }
        self.keywords = keywords
        thumbnail = exercise.videos.first { !$0.thumbnail.isEmpty }?.thumbnail ?? ""
    }
}
