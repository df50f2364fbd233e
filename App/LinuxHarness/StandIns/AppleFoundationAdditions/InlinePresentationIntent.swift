// What Apple's Foundation has and Linux's lacks, for the app's code only: implicitly imported into every
// harness compile of the app (`-import-module AppleFoundationAdditions`), as Apple's Foundation would be.
// Unlike the framework stand-ins these are working values: the app's pure tests read them back.
import Foundation

/// Stand-in for Foundation's `InlinePresentationIntent` (iOS 15): how a run of text is emphasised.
@available(iOS 15, *)
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// Wraps `rawValue`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Italic.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Code voice.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck through.
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
}

extension AttributeScopes.FoundationAttributes {
    /// Stand-in for Foundation's `inlinePresentationIntent` attribute.
    @available(iOS 15, *)
    public var inlinePresentationIntent: InlinePresentationIntentAttribute { .init() }

    /// Stand-in for `AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute`.
    @available(iOS 15, *)
    public struct InlinePresentationIntentAttribute: CodableAttributedStringKey, Sendable {
        /// The attribute's value.
        public typealias Value = InlinePresentationIntent
        /// The attribute's name, as Apple's Foundation spells it.
        public static let name = "NSInlinePresentationIntent"
    }
}
