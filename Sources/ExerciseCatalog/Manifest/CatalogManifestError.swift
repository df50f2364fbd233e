/// Why a `manifest.json` could not be used, naming the file and, when known, the field.
public enum CatalogManifestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The file was read but is not a valid manifest; `field` is a dotted path such as "counts.videos",
    /// nil when the file as a whole is wrong (not JSON, say).
    case invalid(path: String, field: String?, message: String)

    /// The dotted field path named by the error, if any.
    public var field: String? {
        switch self {
        case .unreadable: nil
        case .invalid(_, let field, _): field
        }
    }

    /// What is wrong, without the file and field.
    public var message: String {
        switch self {
        case .unreadable(_, let reason): "cannot be read: \(reason)"
        case .invalid(_, _, let message): message
        }
    }

    /// `/cat/manifest.json: field counts.videos: expected a number`.
    public var description: String {
        switch self {
        case .unreadable(let path, _):
            "\(path): \(message)"
        case .invalid(let path, let field, let message):
            field.map { "\(path): field \($0): \(message)" } ?? "\(path): \(message)"
        }
    }

    /// Translates Foundation's decoding error into one naming `path` and the field, in words of our own.
    init(path: String, decodingError: DecodingError) {
        func fieldPath(_ keys: [any CodingKey]) -> String? {
            keys.isEmpty ? nil : keys.map(\.stringValue).joined(separator: ".")
        }
        switch decodingError {
        case .keyNotFound(let key, let context):
            self = .invalid(path: path, field: fieldPath(context.codingPath + [key]), message: "missing")
        case .typeMismatch(let type, let context):
            self = .invalid(
                path: path, field: fieldPath(context.codingPath),
                message: "expected \(Self.kindName(of: type))")
        case .valueNotFound(let type, let context):
            self = .invalid(
                path: path, field: fieldPath(context.codingPath),
                message: "expected \(Self.kindName(of: type)), found null")
        case .dataCorrupted(let context):
            let field = fieldPath(context.codingPath)
            self = .invalid(
                path: path, field: field,
                message: field == nil ? "is not valid JSON" : context.debugDescription)
        @unknown default:
            self = .invalid(path: path, field: nil, message: "cannot be decoded")
        }
    }

    private static func kindName(of type: Any.Type) -> String {
        switch type {
        case is Bool.Type: "true or false"
        case is Int.Type: "a whole number"
        case is String.Type: "a string"
        default: "an object"
        }
    }
}
