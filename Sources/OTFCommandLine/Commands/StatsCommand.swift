internal import CatalogMaintenance
internal import ExerciseCatalog
internal import ExerciseDirectory
internal import TerminalKit

/// `otf stats`: how big the catalog in use is and how complete its thumbnails are.
let statsCommand = CommandSpec(
    path: ["stats"],
    summary: "Count the exercises, videos, creators and thumbnails of the catalog in use",
    options: [.catalog, .json]
) { arguments, context in
    let (catalog, reason) = try context.loadCatalog(arguments)
    context.announce(catalog)
    let resolver = ThumbnailResolver(thumbnailsDirectory: catalog.thumbnailsDirectory)
    let stats = CatalogStats(exercises: catalog.exercises) { resolver.path(for: $0) != nil }
    let verification: CatalogVerificationReport
    switch catalog.origin {
    case .directory(let path): verification = CatalogVerifier().verify(directory: path)
    case .embeddedSample: verification = CatalogVerifier().verify(catalog, name: "built-in sample")
    }
    let report = StatsReport(stats: stats, catalog: catalog, reason: reason, verification: verification)
    if arguments.has(.json) {
        try context.writeJSON(report)
    } else {
        for line in report.lines {
            context.console.line(line)
        }
    }
    return verification.hasErrors ? .failure : .success
}

/// What `otf stats` prints: the counts plus where the catalog came from and what `otf catalog verify`
/// finds in it.
struct StatsReport: Encodable {
    var stats: CatalogStats
    var catalog: Catalog
    var reason: String
    /// The problems `otf catalog verify` reports for the same catalog, counted on the Problems line.
    var verification: CatalogVerificationReport

    private enum Keys: String, CodingKey {
        case catalog, sample, problems, errors, warnings
    }

    /// The catalog's folder, or "built-in sample".
    var source: String {
        switch catalog.origin {
        case .directory(let path): path
        case .embeddedSample: "built-in sample"
        }
    }

    /// The human-readable report, one line each.
    var lines: [String] {
        let number = Wording.groupedNumber
        return [
            "Catalog:    \(EchoedText.path(source)) (\(reason))"
                + (catalog.isSample ? " — SAMPLE" : ""),
            "Exercises:  \(number(stats.exercises))",
            "Videos:     \(number(stats.videos)) (Instagram \(number(stats.instagramVideos)), "
                + "TikTok \(number(stats.tiktokVideos)))",
            "Creators:   \(number(stats.creators))",
            "Thumbnails: \(number(stats.thumbnailFilesPresent)) present, "
                + "\(number(stats.thumbnailFilesMissing)) referenced but missing, "
                + "\(number(stats.videosWithoutThumbnail)) videos without one",
            "Problems:   "
                + Wording.count(verification.errors.count, singular: "error", plural: "errors") + ", "
                + Wording.count(verification.warnings.count, singular: "warning", plural: "warnings")
                + (verification.problems.isEmpty ? "" : " (`otf catalog verify` lists them)"),
        ]
    }

    func encode(to encoder: any Encoder) throws {
        try stats.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(source, forKey: .catalog)
        try container.encode(catalog.isSample, forKey: .sample)
        try container.encode(verification.errors.count, forKey: .errors)
        try container.encode(verification.warnings.count, forKey: .warnings)
        try container.encode(
            verification.problems.map { TerminalText.sanitized($0.description) }, forKey: .problems)
    }
}
