package import ExerciseCatalog
internal import ExerciseDirectory
internal import TerminalKit

extension CommandContext {
    /// How many load problems are listed before the rest are only counted.
    static let listedProblemLimit = 10

    /// Tells the user, on standard error, that the catalog is the sample and what was wrong with it.
    ///
    /// Standard error keeps standard output clean for `--json`, while a person at a terminal still
    /// sees both notices.
    package func announce(_ catalog: Catalog) {
        if catalog.isSample { console.errorLine("Note: " + Disclaimer.sampleNotice) }
        guard !catalog.problems.isEmpty else { return }
        console.errorLine(
            "The catalog has \(Wording.count(catalog.problems.count, singular: "problem", plural: "problems")):"
        )
        for problem in catalog.problems.prefix(Self.listedProblemLimit) {
            console.errorLine("  " + TerminalText.sanitized(problem.description))
        }
        if catalog.problems.count > Self.listedProblemLimit {
            console.errorLine("  … and \(catalog.problems.count - Self.listedProblemLimit) more")
        }
    }
}
