import ExerciseCatalog
import ExerciseDirectory
import TerminalKit
import Testing

@testable import TerminalDirectory

@MainActor
@Suite("The terminal's exercise screen: what each demo row says its keys are")
struct DetailScreenTests {
    private let size = TerminalSize(columns: 80, rows: 40)

    @Test("a demo row names Ctrl-Y and Ctrl-P, the keys that copy its link and open the profile")
    func demoRowsNameTheKeysThatWork() {
        let model = SampleDirectory.loaded(linksAllowed: true)
        model.open("goblet-squat")
        var state = BrowserState()
        let lines = screenLines(BrowserRenderer.frame(model: model, state: state, size: size))
        #expect(lines[17] == "     Enter: Watch on Instagram · Ctrl-Y: copy link · Ctrl-P: profile")
        #expect(lines[20] == "     Enter: Watch on TikTok · Ctrl-Y: copy link · Ctrl-P: profile")
        // The keys the row names do what it says, and stay on the exercise.
        let link = "https://www.instagram.com/reel/SAMPLE001/"
        #expect(BrowserKeys.handle(.control("y"), model: model, state: &state, size: size) == [.copy(link)])
        #expect(
            BrowserKeys.handle(.control("p"), model: model, state: &state, size: size)
                == [.open(url: "https://www.instagram.com/samplecoach/")])
        #expect(model.path == [.detail(id: "goblet-squat")])
    }

    @Test("the help and the hints name the same keys as the demo rows")
    func helpAndHintsNameTheSameKeys() {
        let help = TextScreens.help(width: 100).map { $0.spans.map(\.text).joined() }
        #expect(
            help.contains(
                " Ctrl-Y / Ctrl-P         copy the demo link (OSC 52) / open the creator's profile"))
        #expect(
            DetailScreen.hints == "↑↓ demo · Enter watch · Ctrl-Y copy · Ctrl-P profile · Esc back · ? help")
    }
}
