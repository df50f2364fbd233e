/// Stand-in for `ShapeStyle`: a colour, material or gradient to fill or stroke with.
@available(iOS 13.0, *)
public protocol ShapeStyle: Sendable {}

/// Stand-in for `HierarchicalShapeStyle`: the foreground's levels.
@available(iOS 15.0, *)
public struct HierarchicalShapeStyle: ShapeStyle {}

@available(iOS 15.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground.
    public static var primary: HierarchicalShapeStyle { standIn() }
    /// The second level of the foreground.
    public static var secondary: HierarchicalShapeStyle { standIn() }
    /// The third level of the foreground.
    public static var tertiary: HierarchicalShapeStyle { standIn() }
}

@available(iOS 13.0, *)
extension ShapeStyle where Self == Color {
    /// Blue.
    public static var blue: Color { standIn() }
    /// Orange.
    public static var orange: Color { standIn() }
    /// Purple.
    public static var purple: Color { standIn() }
    /// Red.
    public static var red: Color { standIn() }
    /// Pink.
    public static var pink: Color { standIn() }
    /// Teal.
    @available(iOS 15.0, *)
    public static var teal: Color { standIn() }
    /// Gray.
    public static var gray: Color { standIn() }
}

/// Stand-in for `Material`: a translucent background.
@available(iOS 15.0, *)
public struct Material: ShapeStyle {}

@available(iOS 15.0, *)
extension ShapeStyle where Self == Material {
    /// A material of regular thickness.
    public static var regularMaterial: Material { standIn() }
    /// The material of bars.
    public static var bar: Material { standIn() }
}
