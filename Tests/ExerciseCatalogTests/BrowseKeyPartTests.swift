import CatalogTestSupport
import Testing

@testable import ExerciseCatalog

/// The one-pass key of an ASCII title must equal the general path's: fold, then split into parts.
@Suite struct BrowseKeyPartTests {
    /// ASCII titles with every kind of byte the fast path treats apart: numbers (leading zeros, zero
    /// alone, runs split by brackets, spaces or letters), brackets and quotes, white space, punctuation
    /// before the first letter, and nothing foldable at all.
    static let titles = [
        "Goblet Squat", "2 Point Row", "10 Stroke Power Row", "Row 007", "Row 0", "Row 00 7", "0",
        "000", "1(2)3", "1 2 3", "a1b22c333", "(Single-Arm) \"DB\" Row", "   leading spaces",
        "trailing spaces \t\r\n", "...!!! 3 sets", "[]{}()'\"", "", "  ", "x9", "9x", "12:30 Plank",
        "Push-up + 1/2 burpee", "TRX Y-fly", "A  B\tC\nD", "1'000 reps", "99 Bottles", "00042 Row",
    ]

    @Test(arguments: titles)
    func asciiTitlesGetTheGeneralPathsParts(title: String) throws {
        let fast = try #require(BrowseKeyPart.asciiParts(of: title))
        let folded = BrowseTitleFolding.fold(title)
        #expect(fast.parts == BrowseKeyPart.parts(of: folded))
        #expect(fast.startsWithDigit == (folded.first.map(BrowseTitleFolding.isDecimalDigit) ?? false))
    }

    @Test func numbersAreWrittenAsPositionLengthAndDigits() throws {
        let parts = try #require(BrowseKeyPart.asciiParts(of: "Row 007")).parts
        let expected: [UInt32] = [0x72, 0x6F, 0x77, 0x20, 0x30, 0x11_0001, 7]
        #expect(parts == expected)
    }

    @Test func nonASCIITitlesTakeTheGeneralPath() {
        #expect(BrowseKeyPart.asciiParts(of: "Échappé") == nil)
    }

    @Test(TestCatalog.isRequired)
    func everyASCIITitleOfTheRealCatalogGetsTheGeneralPathsParts() throws {
        for exercise in try TestCatalog.load().exercises {
            guard let fast = BrowseKeyPart.asciiParts(of: exercise.name) else { continue }
            let folded = BrowseTitleFolding.fold(exercise.name)
            #expect(fast.parts == BrowseKeyPart.parts(of: folded), "\(exercise.name)")
        }
    }
}

/// A key's packed prefix must never contradict the full comparison.
@Suite struct BrowseKeyPrefixTests {
    static let titles = [
        "Row", "Row 2", "Row 10", "Rower", "Ro", "R", "", "2 Point Row", "10 Stroke", "0", "00", "Row 0",
        "Row 00 1", "Échappé", "Echappe", "ab", "abc", "ab0", "a b", "a\u{10FFFD}", "\u{10FFFD}",
        "1" + String(repeating: "9", count: 40),
    ]

    @Test func prefixesAgreeWithTheFullOrder() {
        let keys = Self.titles.map { BrowseKey(title: $0) }
        for left in keys {
            for right in keys where left.prefix != right.prefix {
                #expect((left.prefix < right.prefix) == (left < right), "\(left.title) | \(right.title)")
            }
        }
    }

    @Test func packsTheDigitFlagAndThreeParts() {
        let key = BrowseKey(title: "Row")
        #expect(key.prefix == UInt64(0x72) << 42 | UInt64(0x6F) << 21 | UInt64(0x77))
        #expect(BrowseKey(title: "7").prefix >> 63 == 1)
    }
}
