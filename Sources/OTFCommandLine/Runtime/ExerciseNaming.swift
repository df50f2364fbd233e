internal import ExerciseCatalog
internal import ExerciseDirectory
internal import ExerciseSearch
internal import TerminalKit

/// The exercise `text` names by id or name (``ExerciseLookup``), or a failure listing close ones.
func lookUpExercise(_ text: String, in indexed: IndexedCatalog) throws -> Exercise {
    switch ExerciseLookup.find(text, in: indexed.catalog, index: indexed.index) {
    case .found(let exercise):
        return exercise
    case .notFound(let closest):
        let clean = TerminalText.sanitized
        throw CommandFailure(
            ExerciseLookup.notFoundMessage(
                EchoedText.quoted(text), closest: closest.map { (clean($0.id), clean($0.name)) }))
    }
}
