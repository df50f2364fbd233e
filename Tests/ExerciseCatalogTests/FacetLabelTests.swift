import ExerciseCatalog
import Testing

@Suite struct FacetLabelTests {
    @Test(
        arguments: [
            ("bosu", "BOSU"),
            ("TRX straps", "TRX Straps"),
            ("trx straps", "TRX Straps"),
            ("y-bell", "Y-Bell"),
            ("medicine ball", "Medicine Ball"),
            ("rear deltoids", "Rear Deltoids"),
            ("full body", "Full Body"),
            ("hip flexors", "Hip Flexors"),
            ("ab dolly", "Ab Dolly"),
            ("bodyweight", "Bodyweight"),
        ])
    func labelsCatalogTags(value: String, expected: String) {
        #expect(FacetLabel.label(for: value) == expected)
    }

    @Test(
        arguments: [
            ("bosu-ball", "BOSU-Ball"),
            ("BOSU", "BOSU"),
            ("Bosu ball", "BOSU Ball"),
            ("t-spine", "T-Spine"),
            ("ESP row", "ESP Row"),
        ])
    func keepsAcronymsUpperCaseAndCapitalisesHyphenParts(value: String, expected: String) {
        #expect(FacetLabel.label(for: value) == expected)
    }

    @Test(
        arguments: [
            ("shoulders and back", "Shoulders and Back"),
            ("hand-to-hand", "Hand-to-Hand"),
            ("and more", "And More"),
            ("bench with box", "Bench with Box"),
        ])
    func keepsJoiningWordsAsWrittenUnlessTheyOpenTheLabel(value: String, expected: String) {
        #expect(FacetLabel.label(for: value) == expected)
    }

    @Test(
        arguments: [
            ("", ""),
            ("  mini band", "  Mini Band"),
            ("i-band", "I-Band"),
            ("écarté", "Écarté"),
            // A space followed by a combining mark still parts words: "trx" before it is still TRX.
            ("rear \u{301}delts", "Rear \u{301}delts"),
            ("trx \u{301}x", "TRX \u{301}x"),
        ])
    func handlesEdgesWithoutTheDeviceLocale(value: String, expected: String) {
        #expect(FacetLabel.label(for: value) == expected)
    }
}
