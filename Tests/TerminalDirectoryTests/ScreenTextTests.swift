import TerminalKit
import Testing

@testable import TerminalDirectory

@Suite struct ScreenTextTests {
    private let bold = TextStyle(bold: true)

    @Test func cutSpansEndWithAnEllipsisEvenWhenTheCutFallsBetweenTwoSpans() {
        let spans = [StyledSpan("Goblet"), StyledSpan(" Squat", style: bold)]
        // 12 columns: everything fits.
        #expect(ScreenText.fitted(spans, toWidth: 12) == spans)
        // 6 columns: "Goblet" would fill them exactly and the bold word vanish; 5 letters and "…" show.
        #expect(ScreenText.fitted(spans, toWidth: 6) == [StyledSpan("Goble…")])
        // 7 columns: the whole first span, then "…" in the style of the span it cuts.
        #expect(ScreenText.fitted(spans, toWidth: 7) == [StyledSpan("Goblet"), StyledSpan("…", style: bold)])
        #expect(
            ScreenText.fitted(spans, toWidth: 9) == [StyledSpan("Goblet"), StyledSpan(" S…", style: bold)])
        #expect(ScreenText.fitted(spans, toWidth: 0) == [])
    }

    @Test func aSpreadRowCutBetweenSpansStillEndsItsTextWithAnEllipsis() {
        let row = ScreenText.spread(
            [StyledSpan("▸ Goblet"), StyledSpan(" Squat", style: bold)], right: StyledSpan("2 demos"),
            width: 16)
        #expect(row.spans.map(\.text).joined() == "▸ Goble… 2 demos")
    }
}
