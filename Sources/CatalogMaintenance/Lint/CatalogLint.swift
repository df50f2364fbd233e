package import ExerciseCatalog

/// Checks the data quality of a catalog before an import: tags, titles, duplicates, thumbnails and links.
///
/// Each rule is a small ``LintRule`` value with a name, a severity, an explanation and a suggested fix;
/// ``run(_:rules:)`` runs the chosen rules and collects what they find into a ``LintReport``.
package enum CatalogLint {
    /// Every rule, in the order reports list them.
    package static let rules: [any LintRule] = [
        LoadProblemRule(severity: .error),
        LoadProblemRule(severity: .warning),
        EquipmentSubstringRule(),
        BothBandTypesRule(),
        BodyweightLoadRule(),
        CaptionTitleRule(),
        NearDuplicateRule(),
        MissingThumbnailRule(),
        ThumbnailNotFoundRule(),
        ThumbnailNotJPEGRule(),
        DuplicateVideoRule(),
        CreatorPlatformRule(),
        LinkRefusedRule(),
        TagCharactersRule(),
        EmptyMuscleGroupsRule(),
        OtherCategoryRule(),
        IDSlugRule(),
    ]

    /// The names of every rule, in report order.
    package static var ruleNames: [String] {
        rules.map(\.name)
    }

    /// The rule called `name`, or nil when there is none.
    package static func rule(named name: String) -> (any LintRule)? {
        rules.first { $0.name == name }
    }

    /// Runs `rules` on `catalog`, in the order given.
    package static func run(_ catalog: Catalog, rules: [any LintRule] = rules) -> LintReport {
        let source =
            switch catalog.origin {
            case .directory(let path): path
            case .embeddedSample: "built-in sample"
            }
        return LintReport(
            catalog: source, exerciseCount: catalog.exercises.count,
            videoCount: catalog.exercises.reduce(0) { $0 + $1.videos.count },
            results: rules.map { LintRuleResult(running: $0, on: catalog) })
    }
}
