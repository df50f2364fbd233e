internal import Foundation

/// A colour as its three 8-bit sRGB components, with the WCAG 2 contrast ratio between two colours.
public struct SRGBColor: Sendable, Hashable {
    /// The red component, 0–255.
    public var red: UInt8
    /// The green component, 0–255.
    public var green: UInt8
    /// The blue component, 0–255.
    public var blue: UInt8

    /// The colour with these components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Pure white.
    public static let white = SRGBColor(red: 255, green: 255, blue: 255)
    /// Pure black.
    public static let black = SRGBColor(red: 0, green: 0, blue: 0)

    /// WCAG 2's relative luminance: 0 for black, 1 for white.
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// WCAG 2's contrast ratio with `other`, from 1 (the same luminance) to 21 (black and white); text
    /// needs 4.5 to meet level AA.
    public func contrastRatio(with other: SRGBColor) -> Double {
        let lighter = max(relativeLuminance, other.relativeLuminance)
        let darker = min(relativeLuminance, other.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// A component's linear light value, undoing the sRGB transfer curve.
    private static func linear(_ component: UInt8) -> Double {
        let value = Double(component) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
}
