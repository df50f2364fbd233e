internal import ExerciseCatalog
internal import ExerciseDirectory
internal import TerminalDirectory
internal import TerminalKit

/// Keystroke to written frame in the terminal app, headless: key handling, search, render and diff.
@MainActor
enum RenderBenchmark {
    /// What is typed, one key at a time, then erased, on an 80×24 and a 200×60 screen.
    static let typed = "goblet squat"

    /// Prints the time from one key to the bytes of the next frame.
    static func run(catalogDirectory: String, report: BenchReport) {
        let model = DirectoryModel { try CatalogLoader.load(directory: catalogDirectory) }
        model.loadNow()
        guard model.loadState == .loaded else {
            report.note("keystroke to frame", "the catalog at \(catalogDirectory) could not be loaded")
            return
        }
        let screens: [(TerminalSize, Budget.Measured?)] = [
            (TerminalSize(columns: 80, rows: 24), nil),
            (TerminalSize(columns: 200, rows: 60), .keystrokeToFrame),
        ]
        for (size, measured) in screens {
            let renderer = FrameRenderer()
            var state = BrowserState()
            var onScreen = BrowserRenderer.frame(model: model, state: state, size: size)
            let keys =
                typed.map { Key.text(String($0)) } + Array(repeating: Key.backspace, count: typed.count)
            var bytes = 0
            let timing = Measurement.repeated(times: keys.count * 4) { run in
                _ = BrowserKeys.handle(keys[run % keys.count], model: model, state: &state, size: size)
                let frame = BrowserRenderer.frame(model: model, state: state, size: size)
                bytes += renderer.diff(from: onScreen, to: frame).utf8.count
                onScreen = frame
            }
            let average = bytes / timing.milliseconds.count
            report.record(
                "keystroke to frame (\(size.columns)×\(size.rows), typing \"\(typed)\")", timing,
                detail: "\(average) bytes a frame", measuring: measured)
        }
    }
}
