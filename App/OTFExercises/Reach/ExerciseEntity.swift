import AppIntents
import ExerciseDirectory

/// An exercise as Siri, Shortcuts and Spotlight's actions name it: its id, name and category.
struct ExerciseEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Exercise" }
    static var defaultQuery: ExerciseEntityQuery { ExerciseEntityQuery() }

    /// The exercise's id in the catalog.
    let id: String
    /// Its name.
    let name: String
    /// "Lower Body".
    let category: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(category)")
    }

    /// The entity of a directory row.
    init(row: ResultRow) {
        id = row.id
        name = row.name
        category = row.categoryLabel
    }
}

/// Finds exercises for Siri and Shortcuts with the directory's own search (typos, shorthand, everyday
/// names: ``IntentSearch``), in the app's one directory.
struct ExerciseEntityQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [ExerciseEntity] {
        await AppDirectory.model.intentRows(withIDs: identifiers).map(ExerciseEntity.init(row:))
    }

    func entities(matching string: String) async throws -> [ExerciseEntity] {
        await AppDirectory.model.intentRows(matching: string).map(ExerciseEntity.init(row:))
    }

    /// Every exercise (``IntentSearch/suggestedRows(in:)``), so that "Open ⟨exercise⟩" names any of them.
    func suggestedEntities() async throws -> [ExerciseEntity] {
        await AppDirectory.model.intentSuggestions().map(ExerciseEntity.init(row:))
    }
}
