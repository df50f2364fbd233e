import AppleFoundationAdditions

/// Stand-in for `_IntentValue`: a type an intent parameter can hold.
@available(iOS 16.0, *)
public protocol _IntentValue {}

/// Stand-in for `TypeDisplayRepresentable`.
@available(iOS 16.0, *)
public protocol TypeDisplayRepresentable {
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// Stand-in for `InstanceDisplayRepresentable`.
@available(iOS 16.0, *)
public protocol InstanceDisplayRepresentable {
    /// How this value is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

/// Stand-in for `DisplayRepresentable`.
@available(iOS 16.0, *)
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

/// Stand-in for `EntityIdentifierConvertible`: a type an entity's identifier can be.
@available(iOS 16.0, *)
public protocol EntityIdentifierConvertible {}

@available(iOS 16.0, *)
extension String: EntityIdentifierConvertible {}

/// Stand-in for `AppEntity` (iOS 16): a thing of the app that Siri and Shortcuts name and find.
@available(iOS 16.0, *)
public protocol AppEntity: _IntentValue, DisplayRepresentable, Identifiable, Sendable
where ID: EntityIdentifierConvertible {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery
    /// The query that finds entities of this type.
    static var defaultQuery: DefaultQuery { get }
}

/// Stand-in for `EntityQuery` (iOS 16): finds entities by identifier, and suggests some.
@available(iOS 16.0, *)
public protocol EntityQuery: Sendable {
    /// The entities it finds.
    associatedtype Entity: AppEntity
    /// A query.
    init()
    /// The entities with `identifiers`.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities offered before anything is typed.
    func suggestedEntities() async throws -> [Entity]
}

/// Stand-in for `EntityStringQuery` (iOS 16): an entity query that also finds entities by text.
@available(iOS 16.0, *)
public protocol EntityStringQuery: EntityQuery {
    /// The entities `string` names.
    func entities(matching string: String) async throws -> [Entity]
}

/// Stand-in for `TypeDisplayRepresentation` (iOS 16): a type's name.
@available(iOS 16.0, *)
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral {
    /// A type named `value`.
    public init(stringLiteral value: String) { standIn() }
}

/// Stand-in for `DisplayRepresentation` (iOS 16): how a value is shown.
@available(iOS 16.0, *)
public struct DisplayRepresentation: ExpressibleByStringLiteral, Equatable {
    /// A title and an optional subtitle.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) { standIn() }
    /// A title only.
    public init(stringLiteral value: String) { standIn() }
}
