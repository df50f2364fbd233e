/// Stand-in for `View`: a piece of user interface.
@available(iOS 13.0, *)
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// This view's content.
    @ViewBuilder @preconcurrency @MainActor var body: Body { get }
}

/// Stand-in for `ViewBuilder`: builds views from closures.
@available(iOS 13.0, *)
@resultBuilder
public struct ViewBuilder {
    /// No views.
    public static func buildBlock() -> EmptyView { standIn() }
    /// One view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { standIn() }
    /// Several views, in order (disfavoured and back-deployed with the type, as in the 17.5 SDK).
    @_disfavoredOverload
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > { standIn() }
    /// A view shown only when a condition holds.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { standIn() }
    /// The first branch of an `if`–`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { standIn() }
    /// The second branch of an `if`–`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { standIn() }
    /// A view inside `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { standIn() }
}

/// Stand-in for `EmptyView`.
@available(iOS 13.0, *)
public struct EmptyView: View {
    /// An empty view.
    public init() {}
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `TupleView`: the views of a builder block.
@available(iOS 13.0, *)
public struct TupleView<T>: View {
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `_ConditionalContent`: one of two views.
@available(iOS 13.0, *)
public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `AnyView`.
@available(iOS 13.0, *)
public struct AnyView: View {
    /// Erases `view`.
    public init<V: View>(_ view: V) { standIn() }
    /// Never called.
    public var body: Never { standIn() }
}

@available(iOS 13.0, *)
extension Never {
    /// Never called.
    ///
    /// Declared on `Never` itself, as in the SDK, so it is not main-actor isolated and also serves `Scene`
    /// and `ToolbarContent`, whose `body` requirements differ in isolation.
    public var body: Never { standIn() }
}

@available(iOS 13.0, *)
extension Never: View {}

@available(iOS 13.0, *)
extension Optional: View where Wrapped: View {
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `ViewModifier`: a change to a view that makes another view.
@available(iOS 13.0, *)
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The modified view, from `content`.
    @ViewBuilder @preconcurrency @MainActor func body(content: Content) -> Body
    /// The view being modified.
    typealias Content = _ViewModifier_Content<Self>
}

/// Stand-in for `_ViewModifier_Content`: the view a modifier is applied to.
@available(iOS 13.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `ModifiedContent`: a view with a modifier applied.
@available(iOS 13.0, *)
public struct ModifiedContent<Content, Modifier> {
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
}

@available(iOS 13.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Never called.
    public var body: Never { standIn() }
}
