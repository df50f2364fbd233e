/// Stand-in for `AccessibilityTraits`.
@available(iOS 13.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
    /// No traits.
    public init() { standIn() }
    /// A heading.
    public static let isHeader = AccessibilityTraits()
    /// Selected.
    public static let isSelected = AccessibilityTraits()

    /// Never called.
    public func contains(_ member: AccessibilityTraits) -> Bool { standIn() }
    /// Never called.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { standIn() }
    /// Never called.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { standIn() }
    /// Never called.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { standIn() }
    /// Never called.
    public mutating func insert(_ newMember: AccessibilityTraits) -> (
        inserted: Bool, memberAfterInsert: AccessibilityTraits
    ) { standIn() }
    /// Never called.
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { standIn() }
    /// Never called.
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { standIn() }
    /// Never called.
    public mutating func formUnion(_ other: AccessibilityTraits) { standIn() }
    /// Never called.
    public mutating func formIntersection(_ other: AccessibilityTraits) { standIn() }
    /// Never called.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { standIn() }
    /// Never called.
    public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { standIn() }
}

/// Stand-in for `AccessibilityChildBehavior`: iOS 13 and not `Sendable` (the SDK marks the conformance
/// unavailable), so its members are computed here, as a stored `static let` of it would not compile.
@available(iOS 13.0, *)
public struct AccessibilityChildBehavior: Hashable {
    /// The children are hidden.
    public static var ignore: AccessibilityChildBehavior { standIn() }
    /// The children stay separate elements inside this one.
    public static var contain: AccessibilityChildBehavior { standIn() }
    /// The children are merged into this element.
    public static var combine: AccessibilityChildBehavior { standIn() }
}

/// Stand-in for `AccessibilityNotification` (iOS 17).
@available(iOS 17.0, *)
public enum AccessibilityNotification {
    /// Stand-in for `AccessibilityNotification.Announcement`: text VoiceOver reads out.
    public struct Announcement {
        /// An announcement of `announcement`.
        public init(_ announcement: String) { standIn() }
        /// Posts the announcement.
        public func post() { standIn() }
    }
}

@available(iOS 13.0, *)
extension View {
    /// The identifier UI tests find the element by.
    @available(iOS 14.0, *)
    public func accessibilityIdentifier(_ identifier: String) -> some View { standIn() }
    /// The label VoiceOver reads, localized.
    @available(iOS 14.0, *)
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { standIn() }
    /// The label VoiceOver reads, as given.
    @available(iOS 14.0, *)
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { standIn() }
    /// What VoiceOver adds after the label, localized.
    @available(iOS 14.0, *)
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { standIn() }
    /// What VoiceOver adds after the label, as given.
    @available(iOS 14.0, *)
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { standIn() }
    /// The value VoiceOver reads, as given.
    @available(iOS 14.0, *)
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { standIn() }
    /// Hides the view from accessibility.
    @available(iOS 14.0, *)
    public func accessibilityHidden(_ hidden: Bool) -> some View { standIn() }
    /// Makes the view an accessibility element with `children` treated as given.
    @available(iOS 14.0, *)
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        standIn()
    }
    /// Adds traits.
    @available(iOS 14.0, *)
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { standIn() }
}
