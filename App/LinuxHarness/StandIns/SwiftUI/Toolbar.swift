/// Stand-in for `ToolbarContent`.
@available(iOS 14.0, *)
public protocol ToolbarContent {
    /// The type of content this content is made of.
    associatedtype Body: ToolbarContent
    /// This content (not main-actor isolated in the 17.5 SDK, unlike `View.body`).
    @ToolbarContentBuilder var body: Body { get }
}

/// Stand-in for `ToolbarContentBuilder`.
@available(iOS 14.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
    /// One item.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { standIn() }
    /// An item shown only when a condition holds.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { standIn() }
    /// Two items.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(_ c0: C0, _ c1: C1)
        -> TupleToolbarContent<
            (C0, C1)
        >
    { standIn() }
}

/// Stand-in for `TupleToolbarContent`.
@available(iOS 14.0, *)
public struct TupleToolbarContent<T>: ToolbarContent {
    /// Never called.
    public var body: Never { standIn() }
}

@available(iOS 14.0, *)
extension Never: ToolbarContent {}

@available(iOS 14.0, *)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `ToolbarItem`.
@available(iOS 14.0, *)
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    /// Never called.
    public var body: Never { standIn() }
}

@available(iOS 14.0, *)
extension ToolbarItem where ID == () {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        standIn()
    }
}

/// Stand-in for `ToolbarItemGroup`: several items at one placement.
@available(iOS 14.0, *)
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    /// The items `content` makes, at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        standIn()
    }
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `ToolbarItemPlacement`: not `Sendable`, as the SDK says (`@available(*, unavailable)
/// extension SwiftUI.ToolbarItemPlacement : Swift.Sendable`), so its placements are read-only properties
/// here rather than the SDK's `static let`s, which Swift 6 allows only for `Sendable` types.
@available(iOS 14.0, *)
public struct ToolbarItemPlacement {
    /// Where the system puts it.
    public static var automatic: ToolbarItemPlacement { ToolbarItemPlacement() }
    /// The confirming action of a modal screen ("Done").
    public static var confirmationAction: ToolbarItemPlacement { ToolbarItemPlacement() }
    /// The cancelling action of a modal screen.
    public static var cancellationAction: ToolbarItemPlacement { ToolbarItemPlacement() }
    /// The trailing edge of the top bar (back-deployed to iOS 14 by the iOS 17 SDK).
    @available(iOS 14.0, *)
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement() }
    /// The toolbar at the bottom of the screen (iOS 14; not on macOS or tvOS).
    @available(iOS 14.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public static var bottomBar: ToolbarItemPlacement { ToolbarItemPlacement() }
}

@available(*, unavailable)
extension ToolbarItemPlacement: Sendable {}

@available(iOS 13.0, *)
extension View {
    /// Items for the navigation bar or toolbar.
    @available(iOS 14.0, *)
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        standIn()
    }
}
