internal import CatalogDiscovery
internal import CatalogMaintenance
internal import ExerciseCatalog
internal import ExerciseDirectory
internal import ExerciseSearch
internal import TerminalKit

/// `otf catalog import SOURCE [--into DIR]`: validate a catalog and install it atomically.
let catalogImportCommand = CommandSpec(
    path: ["catalog", "import"],
    summary: "Validate a catalog and install it, replacing the old one atomically",
    discussion: """
        SOURCE is a checkout of the web directory (src/data/exercises.json + public/thumbs/) or a \
        catalog folder (exercises.json + thumbs/). Only referenced thumbnails are copied. Without \
        --into, the catalog is installed where `otf` finds it by default.
        """,
    positionals: PositionalSpec("SOURCE", minimum: 1, maximum: 1, arePaths: true),
    options: [.into]
) { arguments, context in
    let destination =
        arguments.value(.into)
        ?? CatalogLocator.defaultInstallDirectory(
            environment: context.environment, homeDirectory: context.homeDirectory)
    let report: CatalogImportReport
    do {
        report = try CatalogImporter().importCatalog(
            from: arguments.positionals[0], into: destination)
    } catch {
        throw CommandFailure("\(error)")
    }
    CatalogImportText(report: report).lines.forEach(context.console.line)
    return .success
}

extension OptionSpec {
    /// `--into DIR` of `otf catalog import`.
    fileprivate static let into = OptionSpec(
        "into", .value(placeholder: "DIR"), help: "install into DIR instead of the default", takesPath: true)
}

/// What `otf catalog import` prints after a successful import.
struct CatalogImportText {
    /// How many file names are listed before the rest are only counted.
    static let listedFileLimit = 30

    var report: CatalogImportReport

    /// The report, one line each.
    var lines: [String] {
        let counts = report.manifest.counts
        let number = Wording.groupedNumber
        var lines = [
            "Imported \(Wording.exerciseCount(counts.exercises)) and "
                + "\(Wording.count(counts.videos, singular: "video", plural: "videos")) into "
                + EchoedText.path(report.destination)
                + (report.replacedExistingCatalog ? " (replacing the previous catalog)" : ""),
            "Thumbnails: \(number(counts.thumbnailsCopied)) copied, "
                + "\(number(counts.thumbnailsMissing)) referenced but missing",
            "SHA-256 of exercises.json: \(report.manifest.sha256)",
        ]
        lines += fileList(report.missingThumbnails, heading: "Referenced but missing (not copied):")
        lines += fileList(report.unreferencedFiles, heading: "Not referenced by the catalog (left behind):")
        lines += report.warnings.map { "warning: " + TerminalText.sanitized($0.description) }
        return lines
    }

    private func fileList(_ files: [String], heading: String) -> [String] {
        guard !files.isEmpty else { return [] }
        var lines = [heading + " \(Wording.groupedNumber(files.count))"]
        lines += files.prefix(Self.listedFileLimit).map { "  " + EchoedText.path($0) }
        if files.count > Self.listedFileLimit {
            lines.append("  … and \(files.count - Self.listedFileLimit) more")
        }
        return lines
    }
}
