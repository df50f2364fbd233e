import Observation

/// Stand-in for `DynamicProperty`: a stored property SwiftUI updates.
@available(iOS 13.0, *)
public protocol DynamicProperty {}

/// Stand-in for `State`: a value SwiftUI stores for a view.
@available(iOS 13.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// State starting at `value`.
    public init(wrappedValue value: Value) { standIn() }
    /// State starting at nil.
    public init<Wrapped>() where Value == Wrapped? { standIn() }
    /// The current value.
    public var wrappedValue: Value {
        get { standIn() }
        nonmutating set { standIn() }
    }
    /// A binding to the value.
    public var projectedValue: Binding<Value> { standIn() }
}

/// Stand-in for `Binding`: read and write access to a value owned elsewhere.
@available(iOS 13.0, *)
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// A binding that reads with `get` and writes with `set`.
    @preconcurrency
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) { standIn() }
    /// The bound value.
    public var wrappedValue: Value {
        get { standIn() }
        nonmutating set { standIn() }
    }
    /// The binding itself.
    public var projectedValue: Binding<Value> { standIn() }
    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        standIn()
    }
}

/// Stand-in for `Bindable`: bindings to the properties of an observable object.
@available(iOS 17.0, *)
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value
    /// The wrapper, for `$object.property` bindings.
    public var projectedValue: Bindable<Value> { standIn() }
    /// Wraps an observable object.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { standIn() }
    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<
        Subject
    > where Value: AnyObject { standIn() }
}

@available(iOS 17.0, *)
extension Bindable: DynamicProperty {}
