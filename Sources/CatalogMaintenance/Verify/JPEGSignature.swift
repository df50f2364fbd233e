internal import ExerciseCatalog

/// Recognises a JPEG file by its first bytes: the start-of-image marker followed by a segment marker.
///
/// The one JPEG check of `verify`, `import` and lint's `thumbnail-not-jpeg` rule.
enum JPEGSignature {
    /// FF D8 FF.
    static let magic: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// What is wrong with the file at `path` as a JPEG, or nil when it starts like one: it cannot be read
    /// (with the system's reason), it is empty, or it starts with other bytes (named in hex).
    static func problem(withFileAt path: String) -> String? {
        let head: [UInt8]
        do {
            head = try FileBytes.readPrefix(path, count: magic.count)
        } catch {
            return "cannot be read: \(error.reason)"
        }
        if head == magic {
            return nil
        }
        if head.isEmpty {
            return "is not a JPEG (it is empty)"
        }
        let hex = head.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "is not a JPEG (it starts with \(hex.joined(separator: " ")), not FF D8 FF)"
    }
}
