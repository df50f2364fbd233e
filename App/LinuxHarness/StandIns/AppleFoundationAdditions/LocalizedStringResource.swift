/// Stand-in for Foundation's `LocalizedStringResource` (iOS 16), which Linux's Foundation lacks: a string
/// looked up in the app's localizations when shown, written as a literal or an interpolation.
@available(iOS 16.0, *)
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable, Equatable {
    /// A resource whose key is `value`.
    public init(stringLiteral value: String) {
        fatalError("AppleFoundationAdditions: LocalizedStringResource is not implemented on Linux")
    }
    /// A resource made of interpolated parts.
    public init(stringInterpolation: DefaultStringInterpolation) {
        fatalError("AppleFoundationAdditions: LocalizedStringResource is not implemented on Linux")
    }
}
