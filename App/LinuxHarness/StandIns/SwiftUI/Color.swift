import UIKit

/// Stand-in for `Color`.
///
/// Unlike the rest of the stand-in, a colour is a working value (it only carries its name): the app's
/// highlighted-name test stores `Color.accentColor` in an `AttributedString` and runs on Linux.
@available(iOS 13.0, *)
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle, View {
    private let name: String

    private init(name: String) {
        self.name = name
    }

    /// A colour from a UIKit colour.
    @available(iOS 15.0, *)
    public init(uiColor: UIColor) { standIn() }

    /// A colour from components in `colorSpace`.
    public init(
        _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        self.init(name: "\(colorSpace) \(red) \(green) \(blue) \(opacity)")
    }

    /// Stand-in for `Color.RGBColorSpace`.
    public enum RGBColorSpace: Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// The colour's name.
    public var description: String { name }
    /// Never called.
    public var body: Never { standIn() }

    /// The app's accent colour, from the asset catalog.
    public static var accentColor: Color { Color(name: "accentColor") }
    /// Blue.
    public static let blue = Color(name: "blue")
    /// Orange.
    public static let orange = Color(name: "orange")
    /// Purple.
    public static let purple = Color(name: "purple")
    /// Red.
    public static let red = Color(name: "red")
    /// Pink.
    public static let pink = Color(name: "pink")
    /// Teal.
    @available(iOS 15.0, *)
    public static let teal = Color(name: "teal")
    /// Gray.
    public static let gray = Color(name: "gray")
    /// Yellow.
    public static let yellow = Color(name: "yellow")
    /// No colour.
    public static let clear = Color(name: "clear")

    /// This colour at `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(name: "\(name) \(opacity)") }
}
