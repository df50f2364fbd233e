internal import ExerciseCatalog
internal import ExerciseDirectory
internal import TerminalKit

/// `otf show ID|NAME…`: every detail of one exercise and every video with its link.
let showCommand = CommandSpec(
    path: ["show"],
    summary: "Show one exercise with all its details and demo videos",
    discussion: """
        ID is the exercise's slug as in the web directory's links and `otf search`'s ID column, such as \
        goblet-squat. NAME is its name in any case, such as `otf show goblet squat`: the best exact match \
        is shown, or close ones are listed with their ids.
        """,
    positionals: PositionalSpec("ID|NAME…", minimum: 1, maximum: nil),
    options: [.catalog, .json]
) { arguments, context in
    let indexed = try context.loadIndexedCatalog(arguments)
    let catalog = indexed.catalog
    defer { context.keepUntilExit(indexed) }
    context.announce(catalog)
    let exercise = try lookUpExercise(arguments.positionals.joined(separator: " "), in: indexed)
    if arguments.has(.json) {
        try context.writeJSON(exercise)
    } else {
        let resolver = ThumbnailResolver(thumbnailsDirectory: catalog.thumbnailsDirectory)
        context.writePaged(ExerciseDetailText(exercise: exercise, catalog: catalog, resolver: resolver).lines)
    }
    return .success
}

/// The text `otf show` prints for one exercise; every catalog string is stripped of control characters.
struct ExerciseDetailText {
    var exercise: Exercise
    var catalog: Catalog
    var resolver: ThumbnailResolver

    /// The report, one line each.
    var lines: [String] {
        let clean = TerminalText.sanitized
        var lines = [
            clean(exercise.name),
            "id: \(clean(exercise.id))",
            "Category:      \(exercise.category.label)",
            "Movement:      \(exercise.movementType.label)",
            "Muscle groups: " + labels(exercise.muscleGroups, empty: "Not specified"),
            "Equipment:     " + clean(Wording.equipmentSummary(exercise.equipment)),
            "Creators:      " + clean(Wording.creatorSummary(exercise.creators)),
        ]
        if !exercise.coachingCues.isEmpty {
            lines.append("Coaching cues:")
            lines += exercise.coachingCues.map { "  • " + clean($0) }
        }
        lines.append("")
        lines.append("Videos (\(Wording.demoCount(exercise.videos.count))):")
        for (number, video) in exercise.videos.enumerated() {
            lines += videoLines(video, number: number + 1)
        }
        if catalog.isSample { lines += ["", Disclaimer.sampleNotice] }
        lines += ["", Disclaimer.text]
        return lines
    }

    private func labels(_ values: [String], empty: String) -> String {
        values.isEmpty
            ? empty : values.map { TerminalText.sanitized(FacetLabel.label(for: $0)) }.joined(separator: ", ")
    }

    private func videoLines(_ video: Video, number: Int) -> [String] {
        let clean = TerminalText.sanitized
        let handle = Wording.handle(video.creator.handle)
        var lines = [
            "  \(number). \(video.source.label) · \(clean(video.creator.displayName))"
                + (handle.isEmpty ? "" : " (\(clean(handle)))")
        ]
        let caption = TerminalText.sanitizedMultiline(video.description)
            .split(separator: "\n", omittingEmptySubsequences: true)
        lines += caption.map { "     │ " + $0 }
        switch catalog.openableLink(for: video) {
        case .allowed(let url): lines.append("     Watch on \(video.source.label): \(url)")
        case .refused(let reason): lines.append("     Link not opened (\(reason)): \(clean(video.url))")
        }
        switch catalog.openableProfileLink(for: video.creator) {
        case .allowed(let url): lines.append("     Creator profile: \(url)")
        case .refused(let reason): lines.append("     Creator profile not opened (\(reason))")
        }
        lines.append("     Thumbnail: " + (resolver.path(for: video).map(clean) ?? "none"))
        return lines
    }
}
