internal import ExerciseCatalog

/// Recognises a JPEG file by its first bytes: the start-of-image marker followed by a segment marker.
enum JPEGSignature {
    /// FF D8 FF.
    static let magic: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// The first bytes of the file at `path`, as many as the signature has; nil when it cannot be read.
    static func head(ofFileAt path: String) -> [UInt8]? {
        try? FileBytes.readPrefix(path, count: magic.count)
    }

    /// What is wrong with the file at `path` as a JPEG, or nil when it starts like one: it cannot be read
    /// (with the system's reason), or it does not start with FF D8 FF.
    static func problem(withFileAt path: String) -> String? {
        do {
            return try FileBytes.readPrefix(path, count: magic.count) == magic
                ? nil : "is not a JPEG (it does not start with FF D8 FF)"
        } catch {
            return "cannot be read: \(error.reason)"
        }
    }
}
