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
            var state = BrowserState()
            let keys =
                typed.map { Key.text(String($0)) } + Array(repeating: Key.backspace, count: typed.count)
            let (timing, average) = timeKeys(keys, rounds: 4, model: model, state: &state, size: size)
            report.record(
                "keystroke to frame (\(size.columns)×\(size.rows), typing \"\(typed)\")", timing,
                detail: "\(average) bytes a frame", measuring: measured)
        }
    }

    /// Times each of `keys`, `rounds` times over, from the key to the bytes of the next frame written;
    /// returns the timings and the average bytes a frame.
    static func timeKeys(
        _ keys: [Key], rounds: Int, model: DirectoryModel, state: inout BrowserState, size: TerminalSize
    ) -> (Measurement, Int) {
        let renderer = FrameRenderer()
        var onScreen = BrowserRenderer.frame(model: model, state: state, size: size)
        var bytes = 0
        var keyState = state
        let timing = Measurement.repeated(times: keys.count * rounds) { run in
            _ = BrowserKeys.handle(keys[run % keys.count], model: model, state: &keyState, size: size)
            let frame = BrowserRenderer.frame(model: model, state: keyState, size: size)
            bytes += renderer.diff(from: onScreen, to: frame).utf8.count
            onScreen = frame
        }
        state = keyState
        return (timing, bytes / max(timing.milliseconds.count, 1))
    }
}
