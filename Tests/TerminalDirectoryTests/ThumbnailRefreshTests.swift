import TerminalKit
import Testing

@testable import TerminalDirectory

/// When the loop draws, redraws or removes the inline thumbnail.
@Suite struct ThumbnailRefreshTests {
    private let deleteAll = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"
    private let picture = (key: "ab-dolly", escape: "<picture>")

    @Test func drawsANewPictureOrAfterAFullRedraw() {
        for imageProtocol: InlineImageProtocol in [.iTerm2, .kitty] {
            #expect(
                ThumbnailRefresh.output(
                    wanted: picture, onScreen: nil, fullRedraw: false, imageProtocol: imageProtocol)
                    == "<picture>")
            #expect(
                ThumbnailRefresh.output(
                    wanted: picture, onScreen: "other", fullRedraw: false, imageProtocol: imageProtocol)
                    == "<picture>")
            #expect(
                ThumbnailRefresh.output(
                    wanted: picture, onScreen: "ab-dolly", fullRedraw: true, imageProtocol: imageProtocol)
                    == "<picture>")
            #expect(
                ThumbnailRefresh.output(
                    wanted: picture, onScreen: "ab-dolly", fullRedraw: false, imageProtocol: imageProtocol)
                    == "")
        }
    }

    @Test func deletesAKittyPictureTheFrameNoLongerWants() {
        #expect(
            ThumbnailRefresh.output(
                wanted: nil, onScreen: "ab-dolly", fullRedraw: false, imageProtocol: .kitty)
                == deleteAll)
        #expect(
            ThumbnailRefresh.output(wanted: nil, onScreen: nil, fullRedraw: true, imageProtocol: .kitty) == ""
        )
        // iTerm2 pictures sit in the text cells, which the frame's rows overwrite.
        #expect(
            ThumbnailRefresh.output(
                wanted: nil, onScreen: "ab-dolly", fullRedraw: false, imageProtocol: .iTerm2)
                == "")
        #expect(ThumbnailRefresh.removal(onScreen: "ab-dolly", imageProtocol: nil) == "")
    }

    @Test func aKittyPictureDeletesTheOneBeforeIt() {
        #expect(ThumbnailRefresh.prefix(row: 5, imageProtocol: .kitty) == deleteAll + "\u{1B}[5;3H")
        #expect(ThumbnailRefresh.prefix(row: 5, imageProtocol: .iTerm2) == "\u{1B}[5;3H")
    }
}
