import AppleFoundationAdditions
import Foundation

/// Stand-in for `ShareLink` (iOS 16): a button that offers an item to the share sheet.
@available(iOS 16.0, *)
public struct ShareLink<Label: View>: View {
    /// Shares `item` with an optional `subject` and `message`, shown as `label`.
    public init<Item: Transferable>(
        item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) { standIn() }
    /// Never called.
    public var body: Never { standIn() }
}

@available(iOS 16.0, *)
extension URL: Transferable {}

@available(iOS 13.0, *)
extension View {
    /// Items shown when the view is long-pressed.
    @available(iOS 13.0, *)
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        standIn()
    }
    /// Accent colour for controls inside the view, such as the system Paste button's fill.
    @available(iOS 15.0, *)
    public func tint(_ tint: Color?) -> some View { standIn() }
    /// Runs `action` when the system continues an activity of `activityType` in the app, such as a tapped
    /// system-search result.
    @available(iOS 14.0, *)
    public func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
    )
        -> some View
    { standIn() }
}

/// Stand-in for `SceneStorage` (iOS 14): a value kept per scene, restored when iOS brings the scene back.
@available(iOS 14.0, *)
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    /// Optional data kept under `key`, nil until something is stored.
    public init(_ key: String) where Value == Data? { standIn() }
    /// The kept value.
    public var wrappedValue: Value {
        get { standIn() }
        nonmutating set { standIn() }
    }
}
