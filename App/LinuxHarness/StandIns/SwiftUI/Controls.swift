/// Stand-in for `ButtonRole`.
@available(iOS 15.0, *)
public struct ButtonRole: Equatable, Sendable {
    /// Cancels an action.
    public static var cancel: ButtonRole { standIn() }
    /// Deletes data.
    public static var destructive: ButtonRole { standIn() }
}

/// Stand-in for `Button`.
@available(iOS 13.0, *)
public struct Button<Label: View>: View {
    /// A button showing `label`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { standIn() }
    /// A button with a role, showing `label`.
    @available(iOS 15.0, *)
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        standIn()
    }
    /// Never called.
    public var body: Never { standIn() }
}

@available(iOS 13.0, *)
extension Button where Label == Text {
    /// A button with a localized title.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { standIn() }
    /// A button with a title shown as given.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { standIn() }
    /// A button with a localized title and a role.
    @available(iOS 15.0, *)
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) { standIn() }
}

/// Stand-in for `Link`: opens a URL.
@available(iOS 14.0, *)
public struct Link<Label: View>: View {
    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) { standIn() }
    /// Never called.
    public var body: Never { standIn() }
}

/// Stand-in for `ProgressView`.
@available(iOS 14.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// Never called.
    public var body: Never { standIn() }
}

@available(iOS 14.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view.
    public init() where Label == EmptyView { standIn() }
    /// An indeterminate progress view with a localized title.
    public init(_ titleKey: LocalizedStringKey) where Label == Text { standIn() }
}

/// Stand-in for `ContentUnavailableView` (iOS 17).
///
/// The SDK calls the first parameter `Label`; it is renamed
/// here so the constraint below can name the `Label` view without the module's name, which differs in the
/// harness's availability pass.
@available(iOS 17.0, *)
public struct ContentUnavailableView<LabelContent: View, Description: View, Actions: View>: View {
    /// Never called.
    public var body: Never { standIn() }
}

@available(iOS 17.0, *)
extension ContentUnavailableView
where LabelContent == Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A localized title with a system symbol.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) { standIn() }
    /// A title shown as given with a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        standIn()
    }
}

/// Stand-in for `PasteButton` (iOS 16): the system's Paste button, read only when tapped, so no prompt.
///
/// Main-actor isolated with its initialiser, as the 17.5 SDK's interface declares both
/// (`@MainActor(unsafe)`, written here `@preconcurrency @MainActor`); `onPaste` is neither `@Sendable` nor
/// main-actor there either.
@available(iOS 16.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor
public struct PasteButton: View {
    /// A button that hands `onPaste` the pasteboard's items of type `payloadType`.
    @preconcurrency @MainActor
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) { standIn() }
    /// Never called.
    public var body: Never { standIn() }
}
