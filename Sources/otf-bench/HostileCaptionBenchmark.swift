internal import ExerciseCatalog
internal import ExerciseDirectory
internal import Foundation
internal import TerminalDirectory
internal import TerminalKit

/// Keystroke to written frame in the terminal app on an exercise whose caption is 50 MB: the catalog's
/// field limits (``CatalogFieldLimits``) must keep opening it and scrolling it as fast as any other.
@MainActor
enum HostileCaptionBenchmark {
    /// The caption's size in bytes.
    static let captionBytes = 50_000_000

    /// Copies the catalog's exercise list to a temporary folder with a 50 MB caption on the first video
    /// of the exercise listed first, then times Enter (open it), ↓, ↑ and Esc (back) at 200×60.
    static func run(catalogDirectory: String, report: BenchReport) {
        let name = "keystroke to frame on an exercise with a 50 MB caption (200×60, Enter ↓ ↑ Esc)"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-bench-caption-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let first = firstListedID(catalogDirectory: catalogDirectory),
            (try? writeCatalog(from: catalogDirectory, into: folder, hostileID: first)) != nil
        else {
            report.note(name, "the catalog at \(catalogDirectory) could not be copied with a long caption")
            return
        }
        let started = ContinuousClock.now
        let model = DirectoryModel { try CatalogLoader.load(directory: folder.path) }
        model.loadNow()
        let loading = ContinuousClock.now - started
        guard model.loadState == .loaded, model.rows.first?.id == first else {
            report.note(name, "the copy with a long caption could not be loaded")
            return
        }
        let size = TerminalSize(columns: 200, rows: 60)
        var state = BrowserState()
        _ = BrowserKeys.handle(.down, model: model, state: &state, size: size)
        let (timing, average) = RenderBenchmark.timeKeys(
            [.enter, .down, .up, .escape], rounds: 10, model: model, state: &state, size: size)
        report.record(
            name, timing,
            detail:
                "\(average) bytes a frame; loading the 50 MB list took \(Int(loading / .milliseconds(1))) ms",
            measuring: .hostileCaptionKeystroke)
    }

    /// The id of the exercise the terminal app lists first on `catalogDirectory`.
    private static func firstListedID(catalogDirectory: String) -> String? {
        let model = DirectoryModel { try CatalogLoader.load(directory: catalogDirectory) }
        model.loadNow()
        return model.rows.first?.id
    }

    /// Writes the exercise list of `catalogDirectory` to `folder`/exercises.json with a 50 MB caption on
    /// the first video of exercise `hostileID`.
    private static func writeCatalog(from catalogDirectory: String, into folder: URL, hostileID: String)
        throws
    {
        let layout = try CatalogLoader.layout(of: catalogDirectory)
        let data = try Data(contentsOf: URL(fileURLWithPath: layout.exercisesPath))
        guard var records = try JSONSerialization.jsonObject(with: data) as? [[String: Any]],
            let index = records.firstIndex(where: { $0["id"] as? String == hostileID }),
            var videos = records[index]["videos"] as? [[String: Any]], !videos.isEmpty
        else {
            throw CocoaError(.fileReadCorruptFile)
        }
        videos[0]["description"] = String(repeating: "caption ", count: captionBytes / 8)
        records[index]["videos"] = videos
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: records).write(
            to: folder.appendingPathComponent(CatalogFiles.exercisesFile))
    }
}
