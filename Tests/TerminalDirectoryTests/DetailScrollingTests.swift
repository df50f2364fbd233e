import ExerciseCatalog
import ExerciseDirectory
import TerminalKit
import Testing

@testable import TerminalDirectory

/// Scrolling Goblet Squat's exercise screen, with and without a picture at its top.
///
/// With the one-line thumbnail placeholder its page (sample catalog, 80 columns) has 27 content lines:
/// demo 1 on lines 14 to 16, demo 2 on lines 17 to 19. An 8-line picture instead of the placeholder
/// moves them 7 lines down. The screen shows rows - 3 content lines under its title bar.
@MainActor
@Suite("The terminal's exercise screen: scrolling keeps the selected demo on screen and the page in reach")
struct DetailScrollingTests {
    private static let secondDemo = "▸ 2. TikTok · Sample Trainer Blake (@sampletrainer)"

    /// Goblet Squat opened, its first demo naming a thumbnail as an imported catalog's do (the sample's
    /// name none).
    private func gobletSquat() -> DirectoryModel {
        let model = DirectoryModel {
            var catalog = SampleCatalog.load()
            let place = catalog.exercises.firstIndex { $0.id == "goblet-squat" }
            catalog.exercises[place ?? 0].videos[0].thumbnail = "/thumbs/goblet-squat.jpg"
            return catalog
        }
        model.loadNow()
        model.open("goblet-squat")
        return model
    }

    private func press(
        _ keys: [Key], _ model: DirectoryModel, _ state: inout BrowserState, _ size: TerminalSize
    ) {
        for key in keys { _ = BrowserKeys.handle(key, model: model, state: &state, size: size) }
    }

    /// The screen as the event loop draws it: the picture only while the page is at its top.
    private func render(_ model: DirectoryModel, _ state: BrowserState, _ size: TerminalSize) -> [String] {
        screenLines(
            BrowserRenderer.frame(
                model: model, state: state, size: size,
                imageLines: state.detailScroll == 0 ? state.thumbnailLines : 0))
    }

    @Test("with a picture at the top, ↓ to a demo it pushes off screen scrolls past the picture")
    func theSecondDemoUnderAPictureIsScrolledIntoView() {
        let size = TerminalSize(columns: 80, rows: 24)
        let model = gobletSquat()
        var state = BrowserState()
        state.thumbnailLines = 8
        press([.down], model, &state, size)
        // At the top demo 2 would be on lines 24 to 26, below the 21 on screen; one line down the
        // placeholder replaces the picture and it is on lines 17 to 19, rows 17 to 19 under the bar.
        #expect(state.selectedVideo == 1)
        #expect(state.detailScroll == 1)
        #expect(render(model, state, size)[17] == Self.secondDemo)
        press([.up], model, &state, size)
        #expect(state.detailScroll == 1)
        #expect(render(model, state, size)[14] == "▸ 1. Instagram · Sample Coach Avery (@samplecoach)")
    }

    @Test("an exercise whose demos name no thumbnail keeps no room for a picture")
    func noThumbnailNoPicture() {
        let size = TerminalSize(columns: 80, rows: 24)
        let model = SampleDirectory.loaded()
        model.open("goblet-squat")
        var state = BrowserState()
        state.thumbnailLines = 8
        // The sample names no thumbnails: demo 2 is on lines 17 to 19 at the top, as without pictures.
        press([.down], model, &state, size)
        #expect(state.detailScroll == 0)
        press([.pageDown, .pageDown], model, &state, size)
        #expect(state.detailScroll == 6)
    }

    @Test("a demo that fits under the picture leaves the page at its top")
    func aDemoThatFitsUnderThePictureKeepsIt() {
        let size = TerminalSize(columns: 80, rows: 40)
        let model = gobletSquat()
        var state = BrowserState()
        state.thumbnailLines = 8
        press([.down], model, &state, size)
        #expect(state.detailScroll == 0)
        #expect(render(model, state, size)[25] == Self.secondDemo)
    }

    @Test("without a picture the second demo fits at the top of a 24-row screen")
    func withoutAPictureTheSecondDemoFitsAtTheTop() {
        let size = TerminalSize(columns: 80, rows: 24)
        let model = gobletSquat()
        var state = BrowserState()
        press([.down], model, &state, size)
        #expect(state.detailScroll == 0)
        #expect(render(model, state, size)[18] == Self.secondDemo)
    }

    @Test("PageDown stops at the end of the page, so PageUp moves back at once")
    func pageDownStopsAtTheEndOfThePage() {
        let size = TerminalSize(columns: 80, rows: 24)
        let model = gobletSquat()
        var state = BrowserState()
        // 27 lines, 21 on screen: the last screenful starts at line 6.
        press([.pageDown, .pageDown, .pageDown], model, &state, size)
        #expect(state.detailScroll == 6)
        let lines = render(model, state, size)
        #expect(lines[1] == "Equipment:     Dumbbell")
        #expect(lines[21] == "  • Farmer’s March In Place (Full Body)")
        press([.pageUp], model, &state, size)
        #expect(state.detailScroll == 0)
    }

    @Test("PageUp after the terminal grew moves a screenful up from the page's new end")
    func pageUpAfterTheTerminalGrew() {
        let model = gobletSquat()
        var state = BrowserState()
        // At 20 columns the second cue wraps: 28 lines, 5 on an 8-row screen, the last from line 23.
        press(Array(repeating: .pageDown, count: 5), model, &state, TerminalSize(columns: 20, rows: 8))
        #expect(state.detailScroll == 23)
        // At 80×24 the end is line 6, and a screenful up from there is the top.
        press([.pageUp], model, &state, TerminalSize(columns: 80, rows: 24))
        #expect(state.detailScroll == 0)
    }

    @Test("PageDown leaves a page that fits at its top, with its picture")
    func pageDownLeavesAPageThatFits() {
        let size = TerminalSize(columns: 80, rows: 40)
        let model = gobletSquat()
        var state = BrowserState()
        press([.pageDown, .pageDown, .pageDown], model, &state, size)
        #expect(state.detailScroll == 0)
        // With the picture the page has 34 lines, and 37 fit.
        state.thumbnailLines = 8
        press([.pageDown], model, &state, size)
        #expect(state.detailScroll == 0)
    }

    @Test("a page that fits only without its picture scrolls one line, which shows it all")
    func aPageThatFitsWithoutThePictureScrollsOneLine() {
        let size = TerminalSize(columns: 80, rows: 32)
        let model = gobletSquat()
        var state = BrowserState()
        state.thumbnailLines = 8
        // 29 lines on screen: 34 with the picture do not fit, 27 with the placeholder do.
        press([.pageDown, .pageDown], model, &state, size)
        #expect(state.detailScroll == 1)
        let lines = render(model, state, size)
        #expect(lines[4] == "[ Lower Body · thumbnail not shown in this terminal ]")
        #expect(lines[27] == "  • Farmer’s March In Place (Full Body)")
        press([.pageUp], model, &state, size)
        #expect(state.detailScroll == 0)
    }
}
