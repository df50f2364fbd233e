/// Stand-in for `HStack`.
@available(iOS 13.0, *)
public struct HStack<Content: View>: View {
    /// Views side by side.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        standIn()
    }
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `VStack`.
@available(iOS 13.0, *)
public struct VStack<Content: View>: View {
    /// Views one above the other.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) { standIn() }
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `LazyVStack`.
@available(iOS 14.0, *)
public struct LazyVStack<Content: View>: View {
    /// Views one above the other, made as they scroll into view.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) { standIn() }
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `PinnedScrollableViews`.
@available(iOS 14.0, *)
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Wraps `rawValue`.
    public init(rawValue: UInt32) { standIn() }
}

/// Stand-in for `Spacer`.
@available(iOS 13.0, *)
public struct Spacer: View {
    /// A flexible space of at least `minLength`.
    public init(minLength: CGFloat? = nil) { standIn() }
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `ScrollView`.
@available(iOS 13.0, *)
public struct ScrollView<Content: View>: View {
    /// A scrolling view.
    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {
        standIn()
    }
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `List`.
@available(iOS 13.0, *)
public struct List<SelectionValue: Hashable, Content: View>: View {
    /// Never called.
    public var body: Never { standIn() }
}

@available(iOS 13.0, *)
extension List where SelectionValue == Never {
    /// A list of `content`; main-actor isolated, as in the SDK (`@MainActor(unsafe)`).
    @preconcurrency @MainActor
    public init(@ViewBuilder content: () -> Content) { standIn() }
}

/// Stand-in for `Section`.
@available(iOS 13.0, *)
public struct Section<Parent, Content, Footer> {}

@available(iOS 13.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    /// Never called.
    public var body: Never { standIn() }
}

@available(iOS 13.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) { standIn() }
}

@available(iOS 13.0, *)
extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { standIn() }
}

@available(iOS 13.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section with a localized header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { standIn() }
    /// A section with a header that is not localized.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { standIn() }
}

/// Stand-in for `Group`.
@available(iOS 13.0, *)
public struct Group<Content> {}

@available(iOS 13.0, *)
extension Group: View where Content: View {
    /// Groups `content`.
    public init(@ViewBuilder content: () -> Content) { standIn() }
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `ForEach`.
@available(iOS 13.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

@available(iOS 13.0, *)
extension ForEach: View where Content: View {
    /// Never called.
    public var body: Never { standIn() }
}

@available(iOS 13.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// A view for each identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { standIn() }
}

@available(iOS 13.0, *)
extension ForEach where Content: View {
    /// A view for each element, identified by `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        standIn()
    }
}

/// Stand-in for `ViewThatFits` (iOS 16).
@available(iOS 16.0, *)
public struct ViewThatFits<Content: View>: View {
    /// The first of `content` that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        standIn()
    }
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `ZStack`.
@available(iOS 13.0, *)
public struct ZStack<Content: View>: View {
    /// Views layered front to back, in order.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { standIn() }
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `ScrollViewReader` (iOS 14).
@available(iOS 14.0, *)
public struct ScrollViewReader<Content: View>: View {
    /// Gives `content` a proxy that scrolls the scroll views inside it.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { standIn() }
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `ScrollViewProxy` (iOS 14).
@available(iOS 14.0, *)
public struct ScrollViewProxy {
    /// Scrolls until the view with `id` is visible, at `anchor` when given.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) { standIn() }
}
