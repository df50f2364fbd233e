/// Stand-in for `LocalizedStringKey`: a string literal looked up in the app's string tables.
@available(iOS 13.0, *)
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable {
    /// A key from a literal.
    public init(stringLiteral value: String) { standIn() }
    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { standIn() }

    /// Stand-in for `LocalizedStringKey.StringInterpolation`.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// Starts an interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) { standIn() }
        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) { standIn() }
        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) { standIn() }
    }
}

/// Stand-in for `Text`: read-only text.
@available(iOS 13.0, *)
public struct Text: View, Equatable {
    /// Text looked up by `key`.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        standIn()
    }
    /// Text shown as given, not localized.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { standIn() }
    /// Styled text (disfavoured, as in the SDK).
    @available(iOS 15.0, *)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) { standIn() }
    /// Never called.
    public var body: Never { standIn() }
}

@available(iOS 13.0, *)
extension Text {
    /// Stand-in for `Text.TruncationMode`.
    public enum TruncationMode: Sendable {
        case head, tail, middle
    }
}

/// Stand-in for `TextAlignment`.
@available(iOS 13.0, *)
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// Stand-in for `TextField`: an editable line of text.
@available(iOS 13.0, *)
public struct TextField<Label: View>: View {
    /// Never called.
    public var body: Never { standIn() }
}

@available(iOS 13.0, *)
extension TextField where Label == Text {
    /// A field with a localized placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { standIn() }
}
