/// Stand-in for `NavigationStack` (iOS 16).
@available(iOS 16.0, *)
public struct NavigationStack<Data, Root: View>: View {
    /// Never called.
    public var body: Never { standIn() }
}

@available(iOS 16.0, *)
extension NavigationStack where Data == NavigationPath {
    /// A stack that manages its own path.
    public init(@ViewBuilder root: () -> Root) { standIn() }
}

@available(iOS 16.0, *)
extension NavigationStack
where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
{
    /// A stack whose path is `path`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) { standIn() }
}

/// Stand-in for `NavigationPath`.
@available(iOS 16.0, *)
public struct NavigationPath {}

/// Stand-in for `NavigationLink`.
@available(iOS 13.0, *)
public struct NavigationLink<Label: View, Destination: View>: View {
    /// Never called.
    public var body: Never { standIn() }
}

@available(iOS 13.0, *)
extension NavigationLink {
    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { standIn() }
}

@available(iOS 16.0, *)
extension NavigationLink where Destination == Never {
    /// A link that pushes `value` onto the enclosing stack's path.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { standIn() }
}

/// Stand-in for `NavigationBarItem`.
@available(iOS 13.0, *)
public struct NavigationBarItem: Sendable {
    /// Stand-in for `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

@available(iOS 13.0, *)
extension View {
    /// The title of the screen in a navigation stack.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { standIn() }
    /// A localized title of the screen in a navigation stack.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { standIn() }
    /// How the navigation bar shows the title.
    @available(iOS 14.0, *)
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View
    {
        standIn()
    }
    /// The view pushed for values of type `data`.
    @available(iOS 16.0, *)
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { standIn() }
    /// A sheet for the item `item` binds, while it is not nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { standIn() }
    /// An alert with a title shown as given and buttons.
    @available(iOS 15.0, *)
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View { standIn() }
    /// The sizes a sheet can take.
    @available(iOS 16.0, *)
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { standIn() }
    /// Handles a URL sent to the app.
    @available(iOS 14.0, *)
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { standIn() }
}

/// Stand-in for `PresentationDetent` (iOS 16).
@available(iOS 16.0, *)
public struct PresentationDetent: Hashable, Sendable {
    /// About half the screen.
    public static let medium = PresentationDetent()
    /// The full sheet.
    public static let large = PresentationDetent()
}
