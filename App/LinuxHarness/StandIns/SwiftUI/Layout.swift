/// Stand-in for `ProposedViewSize` (iOS 16): the size a layout offers a subview.
@available(iOS 16.0, *)
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed width; nil asks for the ideal width.
    public var width: CGFloat?
    /// The proposed height; nil asks for the ideal height.
    public var height: CGFloat?
    /// No proposal: the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// A proposal of `width` by `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of `size`.
    public init(_ size: CGSize) { standIn() }
}

/// Stand-in for `Layout` (iOS 16): places subviews.
@available(iOS 16.0, *)
public protocol Layout: Animatable {
    /// Data kept between calls.
    associatedtype Cache = Void
    /// The subviews of a layout.
    typealias Subviews = LayoutSubviews
    /// The size the layout needs for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places the subviews within `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

@available(iOS 16.0, *)
extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { standIn() }
}

@available(iOS 16.0, *)
extension Layout {
    /// Lays out the views `content` builds.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { standIn() }
}

/// Stand-in for `Animatable`.
@available(iOS 13.0, *)
public protocol Animatable {}

/// Stand-in for `LayoutSubviews` (iOS 16).
@available(iOS 16.0, *)
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    /// The first index.
    public var startIndex: Int { standIn() }
    /// One past the last index.
    public var endIndex: Int { standIn() }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { standIn() }
}

/// Stand-in for `LayoutSubview` (iOS 16); not `Sendable` (the SDK marks the conformance unavailable).
@available(iOS 16.0, *)
public struct LayoutSubview: Equatable {
    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { standIn() }
    /// Places the subview at `position`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        standIn()
    }
}

/// Stand-in for `UnitPoint`.
@available(iOS 13.0, *)
public struct UnitPoint: Hashable, Sendable {
    /// The top-leading corner.
    public static let topLeading = UnitPoint()
    /// The middle of the top edge.
    public static let top = UnitPoint()
}

/// Stand-in for `AnyLayout` (iOS 16).
@available(iOS 16.0, *)
public struct AnyLayout: Layout {
    /// Erases `layout`.
    public init<L: Layout>(_ layout: L) { standIn() }
    /// Never called.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        standIn()
    }
    /// Never called.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        standIn()
    }
}

/// Stand-in for `HStackLayout` (iOS 16).
@available(iOS 16.0, *)
public struct HStackLayout: Layout {
    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { standIn() }
    /// Never called.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        standIn()
    }
    /// Never called.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        standIn()
    }
}

/// Stand-in for `VStackLayout` (iOS 16).
@available(iOS 16.0, *)
public struct VStackLayout: Layout {
    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { standIn() }
    /// Never called.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        standIn()
    }
    /// Never called.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        standIn()
    }
}
