import Foundation
import Testing

@testable import ExerciseCatalog

@Suite("Unicode decomposition")
struct UnicodeDecompositionTests {
    private func base(_ scalar: Unicode.Scalar, _ form: UnicodeDecomposition.Form) -> String? {
        UnicodeDecomposition.baseScalars(of: scalar, form).map { String(String.UnicodeScalarView($0)) }
    }

    @Test("accented letters lose their marks in both forms")
    func accents() {
        #expect(base("é", .canonical) == "e")
        #expect(base("é", .compatibility) == "e")
        #expect(base("Å", .canonical) == "A")
        #expect(base("ǖ", .compatibility) == "u")
    }

    @Test("ligatures, widths, fonts and circled forms split only in the compatibility form")
    func compatibilityOnly() {
        #expect(base("ﬁ", .compatibility) == "fi")
        #expect(base("ﬁ", .canonical) == nil)
        #expect(base("Ａ", .compatibility) == "A")
        #expect(base("𝐀", .compatibility) == "A")
        #expect(base("①", .compatibility) == "1")
        #expect(base("½", .compatibility) == "1\u{2044}2")
        #expect(base("\u{00A0}", .compatibility) == " ")
        #expect(base("\u{00A8}", .compatibility) == " ")
    }

    @Test("a scalar whose two decompositions differ: long s with dot above")
    func differingForms() {
        #expect(base("\u{1E9B}", .canonical) == "\u{017F}")
        #expect(base("\u{1E9B}", .compatibility) == "s")
    }

    @Test("Hangul syllables decompose into their jamo, with and without a trailing consonant")
    func hangul() {
        #expect(base("\u{D55C}", .canonical) == "\u{1112}\u{1161}\u{11AB}")
        #expect(base("\u{AC00}", .compatibility) == "\u{1100}\u{1161}")
        #expect(base("\u{D7A3}", .canonical) == "\u{1112}\u{1175}\u{11C2}")
    }

    @Test("scalars that do not decompose give nil; a mark that decomposes to a mark gives nothing")
    func noDecomposition() {
        #expect(base("a", .compatibility) == nil)
        #expect(base("ß", .compatibility) == nil)
        #expect(base("😀", .compatibility) == nil)
        #expect(base("\u{0340}", .canonical) == "")
    }

    @Test("every scalar matches Foundation's decompositions with the marks left out")
    func everyScalarMatchesFoundation() {
        var mismatches: [String] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            let expectations: [(UnicodeDecomposition.Form, String)] = [
                (.canonical, text.decomposedStringWithCanonicalMapping),
                (.compatibility, text.decomposedStringWithCompatibilityMapping),
            ]
            for (form, decomposed) in expectations {
                let expected: [Unicode.Scalar]? =
                    decomposed.unicodeScalars.elementsEqual(text.unicodeScalars)
                    ? nil : decomposed.unicodeScalars.filter { !Self.isMark($0) }
                if UnicodeDecomposition.baseScalars(of: scalar, form) != expected {
                    mismatches.append("U+\(String(value, radix: 16, uppercase: true)) \(form)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
