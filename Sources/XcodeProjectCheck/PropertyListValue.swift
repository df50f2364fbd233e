/// A value of an old-style property list, as `plutil -convert json` writes it: every scalar is a string.
package enum PropertyListValue: Sendable, Equatable, Decodable {
    /// A string (old-style property lists have no other scalar).
    case string(String)
    /// An array.
    case array([PropertyListValue])
    /// A dictionary.
    case dictionary([String: PropertyListValue])

    /// Decodes a string, an array or a dictionary; anything else is an error naming the JSON path.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let elements = try? container.decode([PropertyListValue].self) {
            self = .array(elements)
        } else if let entries = try? container.decode([String: PropertyListValue].self) {
            self = .dictionary(entries)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a string, an array or a dictionary")
        }
    }

    /// The string, or nil for an array or dictionary.
    package var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The elements, or nil for a string or dictionary.
    package var array: [PropertyListValue]? {
        if case .array(let elements) = self { elements } else { nil }
    }

    /// The entries, or nil for a string or array.
    package var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let entries) = self { entries } else { nil }
    }

    /// The strings of an array of strings (other elements are skipped); empty for anything else.
    package var strings: [String] {
        array?.compactMap(\.string) ?? []
    }
}
