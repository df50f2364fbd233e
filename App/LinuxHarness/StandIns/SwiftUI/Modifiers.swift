@available(iOS 13.0, *)
extension View {
    /// The system's padding on every edge.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { standIn() }
    /// `length` of padding on every edge.
    public func padding(_ length: CGFloat) -> some View { standIn() }
    /// A fixed frame.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    {
        standIn()
    }
    /// A flexible frame.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { standIn() }
    /// A frame on `axes` sized by `length` from the nearest container's size (iOS 17).
    @available(iOS 17.0, *)
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View { standIn() }
    /// Gives the view an explicit identity.
    public func id<ID: Hashable>(_ id: ID) -> some View { standIn() }
    /// Applies `modifier` to the view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { standIn() }
    /// The ideal size, along both axes.
    public func fixedSize() -> some View { standIn() }
    /// The ideal size, along the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { standIn() }
    /// Moves the view by `x`, `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { standIn() }
    /// Keeps the view's aspect ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        standIn()
    }
    /// Scales the view to fill its parent.
    public func scaledToFill() -> some View { standIn() }
    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View { standIn() }
    /// Clips the view to `shape`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { standIn() }
    /// The shape that receives taps.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { standIn() }
    /// Text's font.
    public func font(_ font: Font?) -> some View { standIn() }
    /// Foreground style.
    @available(iOS 15.0, *)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { standIn() }
    /// Aligns lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { standIn() }
    /// Disables the view's controls.
    public func disabled(_ disabled: Bool) -> some View { standIn() }
    /// A style behind the view, filling the safe area.
    @available(iOS 15.0, *)
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        standIn()
    }
    /// A style filling `shape` behind the view.
    @available(iOS 15.0, *)
    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    )
        -> some View
    { standIn() }
    /// Views in front of the view.
    @available(iOS 15.0, *)
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        standIn()
    }
    /// Content beside the safe area's `edge`, insetting the view.
    @available(iOS 15.0, *)
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View { standIn() }
}

/// Stand-in for `VerticalEdge`.
@available(iOS 15.0, *)
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom
}
