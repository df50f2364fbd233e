import ExerciseCatalog
import ExerciseSearch

/// Decodes the input as an `exercises.json` (JSON parser and record decoder, through the loader's decode
/// path), then indexes whatever records it kept and searches them by the first one's name.
///
/// Stops with a crash when a kept record breaks the one cleaning at load: every free-text field must
/// already be what ``TerminalText`` makes of it, and no id, tag, creator id or handle may hold a
/// control or format character (such a record must have been left out).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let catalog = try? CatalogLoader.decode(bytes, path: "fuzz/exercises.json"),
        let first = catalog.exercises.first
    else {
        return 0
    }
    catalog.exercises.forEach(checkCleaned)
    _ = SearchIndex(exercises: catalog.exercises).search(first.name)
    return 0
}

/// Stops with a crash unless `exercise` is cleaned as the loader promises.
private func checkCleaned(_ exercise: Exercise) {
    let lines = [exercise.name] + exercise.coachingCues + exercise.videos.map(\.creator.displayName)
    precondition(lines.allSatisfy { TerminalText.sanitized($0) == $0 }, "uncleaned text in \(exercise.id)")
    precondition(
        exercise.videos.allSatisfy { TerminalText.sanitizedMultiline($0.description) == $0.description },
        "uncleaned caption in \(exercise.id)")
    let identifiers =
        [exercise.id] + exercise.muscleGroups + exercise.equipment
        + exercise.videos.flatMap { [$0.id, $0.creator.id, $0.creator.handle] }
    precondition(
        !identifiers.contains { $0.unicodeScalars.contains(where: TerminalText.isInvisible) },
        "an identifier with a control or format character in \(exercise.id)")
}
