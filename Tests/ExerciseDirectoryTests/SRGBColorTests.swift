import Foundation
import Testing

@testable import ExerciseDirectory

/// WCAG 2 contrast, checked against ratios worked out by hand from the WCAG formulas (and, for #767676
/// and #777777 on white, the well-known 4.54 and 4.48), and the app's prominent buttons against it.
@Suite struct SRGBColorTests {
    @Test(
        "contrast ratios match hand-worked values",
        arguments: [
            (SRGBColor.white, SRGBColor.black, 21.0),
            (SRGBColor.white, SRGBColor.white, 1.0),
            (SRGBColor.white, SRGBColor(red: 0x76, green: 0x76, blue: 0x76), 4.54),
            (SRGBColor.white, SRGBColor(red: 0x77, green: 0x77, blue: 0x77), 4.48),
            // L(#C2410C) = 0.2126·0.5395 + 0.7152·0.0529 + 0.0722·0.0037 = 0.1528; 1.05 / 0.2028
            (SRGBColor.white, SRGBColor(red: 0xC2, green: 0x41, blue: 0x0C), 5.18),
            // L(#FB923C) = 0.2126·0.9647 + 0.7152·0.2874 + 0.0722·0.0452 = 0.4139; 1.05 / 0.4639
            (SRGBColor.white, SRGBColor(red: 0xFB, green: 0x92, blue: 0x3C), 2.26),
            // 0.4639 / 0.05
            (SRGBColor.black, SRGBColor(red: 0xFB, green: 0x92, blue: 0x3C), 9.28),
        ])
    func contrast(first: SRGBColor, second: SRGBColor, expected: Double) {
        #expect(abs(first.contrastRatio(with: second) - expected) < 0.005)
        #expect(abs(second.contrastRatio(with: first) - expected) < 0.005, "the order does not matter")
    }

    @Test("a prominent button's label meets 4.5:1 on its fill in light and in dark mode")
    func prominentButtonsMeetAA() {
        for dark in [false, true] {
            let ratio = ProminentButtonColors.label(dark: dark).contrastRatio(
                with: ProminentButtonColors.accent(dark: dark))
            #expect(ratio >= 4.5, "dark: \(dark), ratio \(ratio)")
        }
        #expect(ProminentButtonColors.label(dark: true) == .black)
        #expect(ProminentButtonColors.label(dark: false) == .white)
    }

    @Test("the accent the contrast is checked on is the app's AccentColor asset, light and dark")
    func accentMatchesTheAsset() throws {
        let asset = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("App/OTFExercises/Assets.xcassets/AccentColor.colorset/Contents.json")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: asset)) as? [String: Any])
        let entries = try #require(json["colors"] as? [[String: Any]])
        var found: [Bool: SRGBColor] = [:]
        for entry in entries {
            let appearances = entry["appearances"] as? [[String: String]] ?? []
            let dark = appearances.contains { $0["appearance"] == "luminosity" && $0["value"] == "dark" }
            let color = try #require(entry["color"] as? [String: Any])
            #expect(color["color-space"] as? String == "srgb")
            let components = try #require(color["components"] as? [String: String])
            func byte(_ name: String) throws -> UInt8 {
                let text = try #require(components[name])
                return try #require(UInt8(text.dropFirst(2), radix: 16), "\(name): \(text)")
            }
            found[dark] = SRGBColor(red: try byte("red"), green: try byte("green"), blue: try byte("blue"))
        }
        #expect(found[false] == ProminentButtonColors.lightAccent)
        #expect(found[true] == ProminentButtonColors.darkAccent)
    }
}
