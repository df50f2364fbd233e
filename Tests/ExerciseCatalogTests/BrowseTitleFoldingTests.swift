import CatalogTestSupport
import Testing

@testable import ExerciseCatalog

/// The folding shortcuts (plain ASCII titles, common punctuation and emoji) must fold exactly as the
/// general path does.
@Suite struct BrowseTitleFoldingTests {
    /// Every scalar with a shortcut.
    static let shortcutScalars: [Unicode.Scalar] = (UInt32(0xA0)...0x1_FFFF).compactMap { value in
        Unicode.Scalar(value).flatMap { BrowseTitleFolding.shortcut(for: $0) == nil ? nil : $0 }
    }

    @Test func shortcutsCoverTheCommonScalars() {
        #expect(BrowseTitleFolding.shortcut(for: "\u{2019}") == .dropped)
        #expect(BrowseTitleFolding.shortcut(for: "\u{FE0F}") == .dropped)
        #expect(BrowseTitleFolding.shortcut(for: "\u{2014}") == .kept)
        #expect(BrowseTitleFolding.shortcut(for: "💪") == .kept)
        #expect(BrowseTitleFolding.shortcut(for: "é") == nil)
        // 27 dropped (2 guillemets, 5 zero-width, 4 curly quotes, 16 selectors) and 1,240 kept (6 dashes,
        // bullet, ellipsis, 848 + 128 + 256 pictographs).
        #expect(Self.shortcutScalars.count == 1_267)
    }

    @Test("each shortcut scalar folds as the general path folds it, leading, inside and trailing")
    func shortcutsAgreeWithTheGeneralPath() {
        for scalar in Self.shortcutScalars {
            let text = String(scalar)
            for title in [text + "Row", "Row" + text + "2", "Row " + text + " 2", "Row " + text] {
                #expect(
                    BrowseTitleFolding.fold(title) == BrowseTitleFolding.fold(title, takesShortcuts: false),
                    "U+\(String(scalar.value, radix: 16, uppercase: true)) in \(title)")
            }
        }
    }

    @Test func shortcutsGiveTheExpectedFolds() {
        #expect(
            String(String.UnicodeScalarView(BrowseTitleFolding.fold("💪 “Goblet” Squat — Hold…")))
                == "goblet squat — hold…")
    }

    @Test(TestCatalog.isRequired)
    func everyTitleOfTheRealCatalogFoldsAsTheGeneralPathFoldsIt() throws {
        for exercise in try TestCatalog.load().exercises {
            #expect(
                BrowseTitleFolding.fold(exercise.name)
                    == BrowseTitleFolding.fold(exercise.name, takesShortcuts: false), "\(exercise.name)")
        }
    }
}
