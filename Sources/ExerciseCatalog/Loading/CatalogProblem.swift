/// One thing wrong with a catalog, located by file, record and field.
public struct CatalogProblem: Sendable, Equatable, CustomStringConvertible {
    /// Whether the problem keeps the record (or the catalog) from being used.
    public enum Severity: String, Sendable, Equatable, Comparable, Codable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    /// How bad it is.
    public var severity: Severity
    /// The file's name, such as "exercises.json".
    public var file: String
    /// 0-based index of the record in the file's top-level array, when the problem is in one.
    public var recordIndex: Int?
    /// The record's id when it has a readable one.
    public var recordID: String?
    /// The field path inside the record, such as "videos[1].source".
    public var field: String?
    /// What is wrong, such as `unknown category "arms"`.
    public var message: String

    /// Creates a problem.
    public init(
        severity: Severity = .error, file: String, recordIndex: Int? = nil, recordID: String? = nil,
        field: String? = nil, message: String
    ) {
        self.severity = severity
        self.file = file
        self.recordIndex = recordIndex
        self.recordID = recordID
        self.field = field
        self.message = message
    }

    /// `exercises.json: record 214 (id "deadbug"), field category: unknown category "arms"`.
    public var description: String {
        var text = file
        if let recordIndex {
            text += ": record \(recordIndex)"
            if let recordID { text += " (id \"\(recordID)\")" }
        }
        if let field { text += recordIndex == nil ? ": field \(field)" : ", field \(field)" }
        return text + ": " + message
    }
}
