import ExerciseCatalog
import ExerciseDirectory
import TerminalKit
import Testing

@testable import TerminalDirectory

@MainActor
@Suite struct BrowserKeysTests {
    private let size = TerminalSize(columns: 80, rows: 24)

    private func press(_ keys: [Key], _ model: DirectoryModel, _ state: inout BrowserState) -> [BrowserEffect]
    {
        keys.flatMap { BrowserKeys.handle($0, model: model, state: &state, size: size) }
    }

    @Test func typingSearchesAndArrowsMoveBetweenSearchLineAndList() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        _ = press([.text("d"), .text("b"), .text(" "), .text("row")], model, &state)
        #expect(model.query == "db row")
        #expect(state.focus == .search)
        _ = press([.down], model, &state)
        #expect(state.focus == .list)
        #expect(state.selectedRow == 0)
        _ = press([.backspace], model, &state)
        #expect(model.query == "db ro")
        #expect(state.focus == .search)
        _ = press([.control("u")], model, &state)
        #expect(model.query.isEmpty)
        _ = press([.down, .down, .down], model, &state)
        #expect(state.selectedRow == 2)
        _ = press([.up, .up, .up], model, &state)
        #expect(state.focus == .search)
    }

    @Test func lettersTypeIntoTheSearchLineWhateverHasTheFocus() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        _ = press([.down, .text("a"), .text("b"), .text("s")], model, &state)
        #expect(model.query == "abs")
        #expect(model.sheet == nil)
        #expect(state.focus == .search)
        _ = press([.down, .text("?")], model, &state)
        #expect(state.showsHelp)
        #expect(model.query == "abs")
        // Any key closes the help; Esc then gives the search line the focus, where "?" is typed.
        _ = press([.escape, .escape, .text("?")], model, &state)
        #expect(model.query == "abs?")
    }

    @Test func lettersOnOtherScreensGoBackToTheSearchLine() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        model.open("hammer-curl")
        _ = press([.text("r"), .text("o"), .text("w")], model, &state)
        #expect(model.path.isEmpty)
        #expect(model.query == "row")
        _ = press([.tab, .text(" ")], model, &state)
        #expect(model.sheet == .filters)
        #expect(model.chips.count == 1)
        _ = press([.text("s")], model, &state)
        #expect(model.sheet == nil)
        #expect(model.query == "rows")
    }

    @Test func cursorKeysAndLineEditing() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        _ = press("pushup".map { .text(String($0)) } + [.left, .left, .text(" ")], model, &state)
        #expect(model.query == "push up")
        _ = press([.home, .text("x"), .delete, .end], model, &state)
        #expect(model.query == "xush up")
        #expect(state.searchLine.cursor == 7)
        _ = press([.control("w")], model, &state)
        #expect(model.query == "xush ")
        _ = press([.control("u")], model, &state)
        #expect(model.query.isEmpty)
    }

    @Test func aBatchSearchesWhenItEndsOrWhenAKeyNeedsTheResults() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        let goblet: [Key] = "goblet".map { .text(String($0)) }
        #expect(
            BrowserKeys.handle(goblet + [.down, .enter], model: model, state: &state, size: size).isEmpty)
        #expect(model.path == [.detail(id: "goblet-squat")])
        _ = press([.escape, .control("u")], model, &state)
        let letters = [Key](repeating: .text("a"), count: 1_500)
        #expect(BrowserKeys.handle(letters, model: model, state: &state, size: size).isEmpty)
        #expect(model.query == String(repeating: "a", count: 1_500))
        #expect(state.searchLine.cursor == 1_500)
        #expect(model.rows.isEmpty)
    }

    @Test func ctrlCAmongQueuedKeysQuitsWithoutHandlingThem() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        let keys = [Key](repeating: .text("a"), count: 1_500) + [.control("c"), .text("b")]
        #expect(BrowserKeys.handle(keys, model: model, state: &state, size: size) == [.quit])
        #expect(model.query.isEmpty)
    }

    @Test func pagingMovesOneScreenfulAndScrolls() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        _ = press([.pageDown], model, &state)
        #expect(state.focus == .list)
        #expect(state.selectedRow == 9)
        #expect(state.listScroll == 1)
        _ = press([.end], model, &state)
        #expect(state.selectedRow == 20)
        #expect(state.listScroll == 12)
        _ = press([.home], model, &state)
        #expect(state.selectedRow == 0)
        #expect(state.listScroll == 0)
    }

    @Test func enterOpensTheSelectedExerciseAndEscapeGoesBack() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        _ = press([.down, .down, .enter], model, &state)
        #expect(model.path == [.detail(id: "bosu-reverse-lunge")])
        _ = press([.escape], model, &state)
        #expect(model.path.isEmpty)
    }

    @Test func filterSheetTogglesClearsAndCloses() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        _ = press([.tab], model, &state)
        #expect(model.sheet == .filters)
        _ = press([.text(" ")], model, &state)
        #expect(model.chips.count == 1)
        _ = press([.down, .enter], model, &state)
        #expect(model.chips.count == 2)
        _ = press([.control("x")], model, &state)
        #expect(model.chips.isEmpty)
        _ = press([.escape], model, &state)
        #expect(model.sheet == nil)
    }

    @Test func quitHelpAndAbout() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        #expect(press([.text("q")], model, &state).isEmpty)
        #expect(model.query == "q")
        #expect(press([.control("c")], model, &state) == [.quit])
        _ = press([.control("u"), .text("?")], model, &state)
        #expect(state.showsHelp)
        _ = press([.text("x")], model, &state)
        #expect(!state.showsHelp)
        #expect(model.query.isEmpty)
        _ = press([.down, .control("a")], model, &state)
        #expect(model.sheet == .about)
        _ = press([.escape], model, &state)
        #expect(model.sheet == nil)
        #expect(press([.control("z")], model, &state) == [.suspend])
    }

    @Test func sampleLinksAreRefusedWithTheReason() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        model.open("hammer-curl")
        #expect(press([.enter], model, &state).isEmpty)
        #expect(state.status == "Not opened: " + Catalog.sampleLinkRefusal)
        #expect(press([.control("y")], model, &state).isEmpty)
        #expect(state.status == "Not copied: " + Catalog.sampleLinkRefusal)
    }

    @Test func allowedLinksOpenAndCopy() {
        let model = SampleDirectory.loaded(linksAllowed: true)
        var state = BrowserState()
        model.open("goblet-squat")
        _ = press([.down], model, &state)
        #expect(state.selectedVideo == 1)
        let url = "https://www.tiktok.com/@sampletrainer/video/7000000000000000002"
        #expect(press([.enter], model, &state) == [.open(url: url)])
        #expect(press([.control("y")], model, &state) == [.copy(url)])
        #expect(
            press([.control("p")], model, &state) == [.open(url: "https://www.tiktok.com/@sampletrainer")])
    }

    @Test func aFailedLoadOffersRetry() {
        let model = DirectoryModel { throw CatalogLoadError.missingExercisesFile(directory: "/nowhere") }
        model.loadNow()
        var state = BrowserState()
        #expect(press([.text("r")], model, &state).isEmpty)
        #expect(press([.control("r")], model, &state) == [.retryLoad])
        #expect(press([.escape], model, &state) == [.quit])
    }
}
