/// Stand-in for `Shape`: a 2D outline to draw or clip with.
@available(iOS 13.0, *)
public protocol Shape: Sendable, View {}

/// Stand-in for `InsettableShape`: a shape that can be inset, for strokes inside its outline.
@available(iOS 13.0, *)
public protocol InsettableShape: Shape {}

@available(iOS 13.0, *)
extension Shape {
    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { standIn() }
}

@available(iOS 13.0, *)
extension InsettableShape {
    /// The shape's outline drawn inside it.
    @available(iOS 17.0, *)
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> some View
    { standIn() }
}

/// Stand-in for `FillStyle`.
@available(iOS 13.0, *)
public struct FillStyle: Equatable {
    /// The default fill.
    public init(eoFill: Bool = false, antialiased: Bool = true) { standIn() }
}

/// Stand-in for `Rectangle`.
@available(iOS 13.0, *)
public struct Rectangle: InsettableShape {
    /// A rectangle.
    public init() { standIn() }
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `RoundedRectangle`.
@available(iOS 13.0, *)
public struct RoundedRectangle: InsettableShape {
    /// A rectangle with corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { standIn() }
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `RoundedCornerStyle`.
@available(iOS 13.0, *)
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    case circular, continuous
}

/// Stand-in for `Capsule`.
@available(iOS 13.0, *)
public struct Capsule: InsettableShape {
    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) { standIn() }
    /// Never called.
    public var body: Never { standIn() }
}
