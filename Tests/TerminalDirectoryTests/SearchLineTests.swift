import Testing

@testable import TerminalDirectory

@Suite struct SearchLineTests {
    @Test func editsAtTheCursor() {
        var line = SearchLine(text: "pushup")
        line.move(by: -2)
        line.insert(" ")
        #expect(line.text == "push up")
        #expect(line.cursor == 5)
        line.moveToEdge(toEnd: false)
        line.move(by: -1)
        #expect(line.cursor == 0)
        line.insert("x")
        line.deleteBackward()
        #expect(line.text == "push up")
        line.deleteForward()
        #expect(line.text == "ush up")
        line.moveToEdge(toEnd: true)
        line.move(by: 1)
        #expect(line.cursor == 6)
        line.insert("s")
        #expect(line.text == "ush ups")
        line.clear()
        #expect(line == SearchLine())
    }

    @Test func ctrlWDeletesTheWordBeforeTheCursorAndTheSpacesAfterIt() {
        var line = SearchLine(text: "db  high row")
        line.deleteWordBackward()
        #expect(line.text == "db  high ")
        line.deleteWordBackward()
        #expect(line.text == "db  ")
        line.deleteWordBackward()
        #expect(line.text == "")
        line.deleteWordBackward()
        #expect(line.text == "")
        line = SearchLine(text: "trx pull up")
        line.move(by: -2)
        line.deleteWordBackward()
        #expect(line.text == "trx up")
        #expect(line.cursor == 4)
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        var line = SearchLine(text: "cafe")
        line.insert("\u{301}")
        #expect(line.text == "caf\u{E9}")
        #expect(line.cursor == 4)
    }

    @Test func theWindowScrollsToKeepTheCursorInTheField() {
        var line = SearchLine(text: "goblet squat")
        #expect(line.window(width: 20) == ("goblet squat", 12))
        // 12 columns before the cursor in an 8-column field: the last 7 are shown, the cursor in column 7.
        #expect(line.window(width: 8) == ("t squat", 7))
        line.moveToEdge(toEnd: false)
        #expect(line.window(width: 8) == ("goblet s", 0))
        line.move(by: 9)
        #expect(line.window(width: 8) == ("blet squ", 7))
    }

    @Test func theWindowCountsColumnsNotCharacters() {
        #expect(SearchLine(text: "\u{65E5}\u{672C}\u{8A9E}").window(width: 4) == ("\u{8A9E}", 2))
        #expect(SearchLine(text: "a\u{200B}b").window(width: 3) == ("a\u{200B}b", 2))
        #expect(SearchLine(text: "row\u{3164}\u{3164}").window(width: 4) == ("row\u{3164}\u{3164}", 3))
    }
}
