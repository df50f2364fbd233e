import Testing

@testable import ExerciseCatalog

/// Browse folding, checked against folds written out by hand.
@Suite struct BrowseTitleFoldingTests {
    static let folds: [(title: String, folded: String)] = [
        ("💪 “Goblet” Squat — Hold…", "goblet squat — hold…"),
        ("Café Crème", "cafe creme"),
        ("(Hang Power) Clean [Demo] {x}", "hang power clean demo x"),
        ("Farmer’s Carry", "farmers carry"),
        ("Farmer's «Carry»", "farmers carry"),
        ("ﬁt Ball", "fit ball"),
        ("  Tab\tand\u{00A0}no-break\n space ", "tab and no-break space"),
        ("Zero\u{200B}Width", "zerowidth"),
        ("Row\r\nFast\u{0B}Now\u{0C}Go", "row fast now go"),
        ("½ Kneeling Row", "kneeling row"),
        ("Row ½ Kneeling", "row ½ kneeling"),
        ("٧ Reps", "٧ reps"),
        ("...!!! 3 Sets", "3 sets"),
        ("TRX Y-Fly + 1/2 Burpee", "trx y-fly + 1/2 burpee"),
        ("!!!", ""),
        ("", ""),
    ]

    @Test(arguments: folds)
    func foldsAsWrittenOut(title: String, folded: String) {
        #expect(String(String.UnicodeScalarView(BrowseTitleFolding.fold(title))) == folded)
    }
}
