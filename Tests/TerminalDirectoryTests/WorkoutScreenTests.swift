import ExerciseCatalog
import ExerciseDirectory
import TerminalKit
import Testing

@testable import TerminalDirectory

@MainActor
@Suite("The terminal's workout screen: a pasted workout listed, opened and left")
struct WorkoutScreenTests {
    private static let workout = "BLOCK 1\n12 DB Goblet Squat\n8 TRX Low Row\n6 renegade rows\nRest 1:00"
    private let size = TerminalSize(columns: 80, rows: 12)

    private func press(_ keys: [Key], _ model: DirectoryModel, _ state: inout BrowserState) {
        for key in keys { _ = BrowserKeys.handle(key, model: model, state: &state, size: size) }
    }

    @Test("a paste of several lines lists each with its match, the first match selected")
    func pasteOpensTheWorkoutScreen() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        press([.text("x"), .paste(Self.workout)], model, &state)
        #expect(BrowserScreen.current(model: model, state: state) == .workout)
        #expect(model.query == "x")
        #expect(state.workoutRow == 1)
        let lines = screenLines(BrowserRenderer.frame(model: model, state: state, size: size))
        #expect(
            Array(lines.prefix(6)) == [
                spread(" ← Workout", "2 of 3 moves found", width: 79),
                "  BLOCK 1",
                spread("▸ 12 DB Goblet Squat  → Goblet Squat", "2 demos", width: 80),
                spread("  8 TRX Low Row       → TRX Low Row", "1 demo", width: 80),
                "  6 renegade rows     ✗ No match · Closest: TRX Low Row, 2 Point Row, 10 Strok…",
                "  Rest 1:00",
            ])
        #expect(lines.last == "↑↓ move · Enter open · Esc back · type to search · ? help · Ctrl-C quit")
    }

    @Test("Enter opens the selected match's detail; Esc returns to the list, then to the directory")
    func enterOpensAndEscapeReturns() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        press([.paste(Self.workout), .down, .enter], model, &state)
        #expect(BrowserScreen.current(model: model, state: state) == .detail(id: "trx-low-row"))
        press([.escape], model, &state)
        #expect(BrowserScreen.current(model: model, state: state) == .workout)
        #expect(state.workoutRow == 2)
        press([.escape], model, &state)
        #expect(BrowserScreen.current(model: model, state: state) == .directory)
    }

    @Test("Enter on a move without a match searches its words; on a header it does nothing")
    func enterOnAnUnmatchedMoveSearches() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        press([.paste(Self.workout), .home, .enter], model, &state)
        #expect(BrowserScreen.current(model: model, state: state) == .workout)
        press([.down, .down, .down, .enter], model, &state)
        #expect(BrowserScreen.current(model: model, state: state) == .directory)
        #expect(model.query == "renegade rows")
        #expect(state.searchLine.text == "renegade rows")
        #expect(state.focus == .search)
    }

    @Test("Esc after Enter on a move without a match returns to the workout, as from a matched move")
    func escapeAfterSearchingAnUnmatchedMoveReturnsToTheWorkout() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        press([.text("hammer"), .paste(Self.workout), .down, .down, .enter], model, &state)
        #expect(BrowserScreen.current(model: model, state: state) == .directory)
        #expect(model.query == "renegade rows")
        press([.escape], model, &state)
        #expect(BrowserScreen.current(model: model, state: state) == .workout)
        #expect(state.workoutRow == 3)
        #expect(model.query == "hammer")
        #expect(state.searchLine.text == "hammer")
        // Through an exercise opened from that search too, and only once: then Esc leaves the workout.
        press([.enter, .down, .enter, .escape], model, &state)
        #expect(BrowserScreen.current(model: model, state: state) == .directory)
        press([.escape], model, &state)
        #expect(BrowserScreen.current(model: model, state: state) == .workout)
        press([.escape], model, &state)
        #expect(BrowserScreen.current(model: model, state: state) == .directory)
        #expect(model.query == "hammer")
        press([.escape], model, &state)
        #expect(BrowserScreen.current(model: model, state: state) == .directory)
        #expect(model.workout != nil)
    }

    @Test("a one-line paste is typed, its line break a space; letters leave the workout for the search")
    func oneLinePastesAndLettersSearch() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        press([.paste("goblet\n\n")], model, &state)
        #expect(BrowserScreen.current(model: model, state: state) == .directory)
        #expect(model.query == "goblet  ")
        press([.control("u"), .paste(Self.workout), .text("h")], model, &state)
        #expect(BrowserScreen.current(model: model, state: state) == .directory)
        #expect(model.query == "h")
    }

    @Test("a workout pasted on the detail screen or over the filters replaces them; help ignores it")
    func pasteFromOtherScreens() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        press([.text("push"), .down, .enter], model, &state)
        #expect(BrowserScreen.current(model: model, state: state) == .detail(id: "push-up"))
        press([.paste(Self.workout)], model, &state)
        #expect(model.path == [.workout])
        press([.tab], model, &state)
        #expect(BrowserScreen.current(model: model, state: state) == .workout)
        model.sheet = .filters
        press([.paste("Rest 1:00\n12 Goblet Squat")], model, &state)
        #expect(model.sheet == nil && model.workout?.rows.count == 2 && state.workoutRow == 1)
        press([.text("?")], model, &state)
        #expect(state.showsHelp)
        press([.paste(Self.workout)], model, &state)
        #expect(!state.showsHelp)
        #expect(model.workout?.rows.count == 5)
        #expect(BrowserScreen.current(model: model, state: state) == .workout)
    }

    @Test("Enter on a header, a rest line or a move of only numbers says there is nothing to open")
    func enterOnALineWithNothingToOpen() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        press([.paste("BLOCK 1\n12\nRest 1:00"), .home, .enter], model, &state)
        #expect(state.status == "Nothing to open on this line")
        press([.down, .enter], model, &state)
        #expect(state.status == "Nothing to open on this line")
        #expect(BrowserScreen.current(model: model, state: state) == .workout)
        let lines = screenLines(BrowserRenderer.frame(model: model, state: state, size: size))
        #expect(lines.last == "Nothing to open on this line")
    }

    @Test("the list scrolls back into view when the terminal shrinks or grows")
    func scrollFollowsTheTerminalSize() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        let lines = (1...30).map { "\($0) Goblet Squat" }.joined(separator: "\n")
        press([.paste(lines), .end], model, &state)
        #expect(state.workoutRow == 29)
        // 80×12: 9 list lines, so lines 22–30 show.
        #expect(state.workoutScroll == 21)
        let small = screenLines(
            BrowserRenderer.frame(model: model, state: state, size: TerminalSize(columns: 80, rows: 6)))
        #expect(
            Array(small[1...3]).map { String($0.prefix(17)) } == [
                "  28 Goblet Squat", "  29 Goblet Squat", "▸ 30 Goblet Squat",
            ])
        let tall = screenLines(
            BrowserRenderer.frame(model: model, state: state, size: TerminalSize(columns: 80, rows: 40)))
        // 80×40: 37 list lines hold all 30, from the first.
        #expect(tall[1].hasPrefix("  1 Goblet Squat"))
        #expect(tall[30].hasPrefix("▸ 30 Goblet Squat"))
        #expect(tall[31].isEmpty)
    }

    @Test("arrows stop at the ends and the list scrolls to keep the selection in view")
    func movesAndScrolls() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        let small = TerminalSize(columns: 60, rows: 6)
        let lines = (1...8).map { "\($0) Goblet Squat" }.joined(separator: "\n")
        _ = BrowserKeys.handle(.paste(lines), model: model, state: &state, size: small)
        for _ in 0..<10 { _ = BrowserKeys.handle(.down, model: model, state: &state, size: small) }
        #expect(state.workoutRow == 7)
        // 6 rows: the title bar, 3 list lines, the disclaimer and the hints.
        #expect(state.workoutScroll == 5)
        let frame = screenLines(BrowserRenderer.frame(model: model, state: state, size: small))
        #expect(
            Array(frame[1...3]).map { String($0.prefix(16)) } == [
                "  6 Goblet Squat", "  7 Goblet Squat", "▸ 8 Goblet Squat",
            ])
        _ = BrowserKeys.handle(.pageUp, model: model, state: &state, size: small)
        #expect(state.workoutRow == 4 && state.workoutScroll == 4)
        _ = BrowserKeys.handle(.home, model: model, state: &state, size: small)
        #expect(state.workoutRow == 0 && state.workoutScroll == 0)
    }
}
