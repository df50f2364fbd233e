/// A parsed JSON document: the neutral tree the catalog decoder reads records from.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A short name of the value's kind for error messages, such as "a string".
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object that keeps its members in document order.
public struct JSONObject: Sendable, Equatable {
    /// The members as written; a repeated key keeps every occurrence.
    public var members: [(key: String, value: JSONValue)]

    /// Creates an object from members in document order.
    public init(members: [(key: String, value: JSONValue)]) {
        self.members = members
    }

    /// The value of the first member named `key`, or nil.
    public subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}
