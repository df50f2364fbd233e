import Testing

@testable import ExerciseCatalog

/// The flat encoding of folded titles, checked against parts written out by hand.
@Suite struct BrowseKeyPartTests {
    /// Folded titles and their parts: letters by code point, each number as the code point of "0",
    /// 0x110000 plus its digit count without leading zeros, then its digits.
    static let encodings: [(folded: String, parts: [UInt32])] = [
        ("row", [0x72, 0x6F, 0x77]),
        ("row 007", [0x72, 0x6F, 0x77, 0x20, 0x30, 0x11_0001, 7]),
        ("row 0", [0x72, 0x6F, 0x77, 0x20, 0x30, 0x11_0000]),
        ("10x", [0x30, 0x11_0002, 1, 0, 0x78]),
        ("1 2", [0x30, 0x11_0001, 1, 0x20, 0x30, 0x11_0001, 2]),
        ("٧", [0x30, 0x11_0001, 7]),
        ("", []),
    ]

    @Test(arguments: encodings)
    func encodesAsWrittenOut(folded: String, parts: [UInt32]) {
        #expect(BrowseKeyPart.parts(of: Array(folded.unicodeScalars)) == parts)
    }

    @Test func readsDecimalDigitsOfAnyScriptOnly() {
        #expect(BrowseKeyPart.decimalValue(of: "7") == 7)
        #expect(BrowseKeyPart.decimalValue(of: "٧") == 7)
        #expect(BrowseKeyPart.decimalValue(of: "½") == nil)
        #expect(BrowseKeyPart.decimalValue(of: "x") == nil)
    }

    @Test func titlesStartingWithADigitComeLast() {
        #expect(BrowseKey(title: "Zottman Curl") < BrowseKey(title: "2 Point Row"))
        #expect(BrowseKey(title: "2 Point Row") < BrowseKey(title: "10 Stroke Power Row"))
        #expect(BrowseKey(title: "Row") < BrowseKey(title: "Row 2"))
        #expect((BrowseKey(title: "Row") < BrowseKey(title: "row")) == ("Row" < "row"))
    }
}
