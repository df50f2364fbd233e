@available(iOS 15.0, *)
extension AttributeScopes {
    /// The SwiftUI attributes of an `AttributedString`.
    public var swiftUI: SwiftUIAttributes.Type { standIn() }

    /// Stand-in for `AttributeScopes.SwiftUIAttributes`.
    public struct SwiftUIAttributes: AttributeScope {
        /// The text colour.
        public let foregroundColor: ForegroundColorAttribute
        /// Foundation's attributes, which SwiftUI's scope includes.
        public let foundation: FoundationAttributes
    }
}

@available(iOS 15.0, *)
extension AttributeScopes.SwiftUIAttributes {
    /// Stand-in for `AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute`.
    public enum ForegroundColorAttribute: AttributedStringKey {
        /// The attribute's value.
        public typealias Value = Color
        /// The attribute's name.
        public static let name = "SwiftUI.ForegroundColor"
    }
}

@available(iOS 15.0, *)
extension AttributeDynamicLookup {
    /// Lets `text.foregroundColor` name SwiftUI's attribute.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    )
        -> T
    { self[T.self] }
}
