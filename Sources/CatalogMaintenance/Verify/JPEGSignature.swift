import ExerciseCatalog

/// Recognises a JPEG file by its first bytes: the start-of-image marker followed by a segment marker.
enum JPEGSignature {
    /// FF D8 FF.
    static let magic: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// The first bytes of the file at `path`, as many as the signature has; nil when it cannot be read.
    static func head(ofFileAt path: String) -> [UInt8]? {
        try? FileBytes.readPrefix(path, count: magic.count)
    }

    /// True when the file at `path` starts like a JPEG.
    static func matches(fileAt path: String) -> Bool {
        head(ofFileAt: path) == magic
    }
}
