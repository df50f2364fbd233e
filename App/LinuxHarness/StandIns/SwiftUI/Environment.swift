/// Stand-in for `EnvironmentKey`: a key for a value in the environment.
@available(iOS 13.0, *)
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value when none was set.
    static var defaultValue: Value { get }
}

/// Stand-in for `EnvironmentValues`: the values a view hierarchy shares.
@available(iOS 13.0, *)
public struct EnvironmentValues {
    /// The value stored under `key`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { standIn() }
        set { standIn() }
    }
    /// The display's pixels per point.
    public var displayScale: CGFloat {
        get { standIn() }
        set { standIn() }
    }
    /// Whether the view is shown light or dark.
    public var colorScheme: ColorScheme {
        get { standIn() }
        set { standIn() }
    }
    /// The user's preferred text size.
    @available(iOS 15.0, *)
    public var dynamicTypeSize: DynamicTypeSize {
        get { standIn() }
        set { standIn() }
    }
}

/// Stand-in for `Environment`: reads a value from the environment.
@available(iOS 13.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { standIn() }
    /// The current value.
    public var wrappedValue: Value { standIn() }
}

/// Stand-in for `DynamicTypeSize`: text sizes, of which the last five are accessibility sizes.
@available(iOS 15.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// True for the accessibility sizes.
    public var isAccessibilitySize: Bool { standIn() }
}

@available(iOS 13.0, *)
extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        standIn()
    }
}

/// Stand-in for `ColorScheme`: light or dark appearance.
@available(iOS 13.0, *)
public enum ColorScheme: CaseIterable, Sendable {
    case light, dark
}
