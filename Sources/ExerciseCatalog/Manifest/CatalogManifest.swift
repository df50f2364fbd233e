public import Foundation

/// What an import recorded about the catalog folder it installed, stored as `manifest.json` beside it.
///
/// The file uses snake_case keys, like
/// `{"format_version": 1, "sample": false, "source": "/src/otf-web", "sha256": "8a25…",
///   "imported_at": "2026-05-09T14:03:07Z", "counts": {"exercises": 1220, …}}`.
public struct CatalogManifest: Codable, Sendable, Equatable {
    /// The only format version this library writes and reads.
    public static let currentFormatVersion = 1

    /// How many items the import found and copied.
    public struct Counts: Codable, Sendable, Equatable {
        /// Exercise records in `exercises.json`.
        public var exercises: Int
        /// Videos across all exercises.
        public var videos: Int
        /// Thumbnail files copied into `thumbs/`.
        public var thumbnailsCopied: Int
        /// Thumbnail files the catalog references but the source did not have.
        public var thumbnailsMissing: Int
        /// Files in the source thumbnail folder that no video references; left behind, not copied.
        public var unreferencedFiles: Int

        /// Creates the counts.
        public init(
            exercises: Int, videos: Int, thumbnailsCopied: Int, thumbnailsMissing: Int, unreferencedFiles: Int
        ) {
            self.exercises = exercises
            self.videos = videos
            self.thumbnailsCopied = thumbnailsCopied
            self.thumbnailsMissing = thumbnailsMissing
            self.unreferencedFiles = unreferencedFiles
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case exercises
            case videos
            case thumbnailsCopied = "thumbnails_copied"
            case thumbnailsMissing = "thumbnails_missing"
            case unreferencedFiles = "unreferenced_files"
        }

        /// Decodes the counts, refusing negative numbers.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            func count(_ key: CodingKeys) throws -> Int {
                let value = try container.decode(Int.self, forKey: key)
                guard value >= 0 else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container, debugDescription: "must not be negative, found \(value)")
                }
                return value
            }
            self.init(
                exercises: try count(.exercises), videos: try count(.videos),
                thumbnailsCopied: try count(.thumbnailsCopied),
                thumbnailsMissing: try count(.thumbnailsMissing),
                unreferencedFiles: try count(.unreferencedFiles))
        }
    }

    /// The manifest format; always ``currentFormatVersion`` for a manifest this library accepts.
    public var formatVersion: Int
    /// True when the catalog is sample data whose links are placeholders.
    public var sample: Bool
    /// The source folder exactly as the import was given it.
    public var source: String
    /// The SHA-256 of `exercises.json` as 64 lower-case hexadecimal digits.
    public var sha256: String
    /// When the import ran, to the whole second.
    public var importedAt: Date
    /// What the import found and copied.
    public var counts: Counts

    /// Creates a manifest of the current format; `importedAt` is rounded down to the whole second it is
    /// written with, so a manifest read back equals the one written.
    public init(sample: Bool, source: String, sha256: String, importedAt: Date, counts: Counts) {
        self.formatVersion = Self.currentFormatVersion
        self.sample = sample
        self.source = source
        self.sha256 = sha256
        self.importedAt = Date(timeIntervalSince1970: importedAt.timeIntervalSince1970.rounded(.down))
        self.counts = counts
    }

    enum CodingKeys: String, CodingKey {
        case formatVersion = "format_version"
        case sample
        case source
        case sha256
        case importedAt = "imported_at"
        case counts
    }

    /// Decodes a manifest, refusing an unknown format version, a malformed hash or time.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .formatVersion)
        guard version == Self.currentFormatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .formatVersion, in: container,
                debugDescription: "unsupported version \(version) (this program reads version 1)")
        }
        let hash = try container.decode(String.self, forKey: .sha256)
        guard hash.utf8.count == 64, hash.utf8.allSatisfy({ Self.lowerHexDigits.contains($0) }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .sha256, in: container, debugDescription: "expected 64 lower-case hexadecimal digits")
        }
        let time = try container.decode(String.self, forKey: .importedAt)
        guard let importedAt = UTCTimestamp.date(from: time) else {
            throw DecodingError.dataCorruptedError(
                forKey: .importedAt, in: container,
                debugDescription: "expected a UTC time like 2026-05-09T14:03:07Z, found \"\(time)\"")
        }
        self.init(
            sample: try container.decode(Bool.self, forKey: .sample),
            source: try container.decode(String.self, forKey: .source), sha256: hash, importedAt: importedAt,
            counts: try container.decode(Counts.self, forKey: .counts))
    }

    /// Encodes the manifest with `imported_at` as UTC ISO 8601 text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(sample, forKey: .sample)
        try container.encode(source, forKey: .source)
        try container.encode(sha256, forKey: .sha256)
        try container.encode(UTCTimestamp.string(from: importedAt), forKey: .importedAt)
        try container.encode(counts, forKey: .counts)
    }

    /// The bytes of `manifest.json`: pretty-printed, keys sorted, ending in a newline.
    public func fileContents() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(self)) + [UInt8(ascii: "\n")]
    }

    /// Reads and checks the manifest at `path`, naming the file and the field in any error.
    public static func read(atPath path: String) throws(CatalogManifestError) -> CatalogManifest {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        return try decode(Data(bytes), path: path)
    }

    /// Decodes manifest bytes read from `path` (used in error messages).
    public static func decode(_ data: Data, path: String) throws(CatalogManifestError) -> CatalogManifest {
        do {
            return try JSONDecoder().decode(CatalogManifest.self, from: data)
        } catch let error as DecodingError {
            throw CatalogManifestError(path: path, decodingError: error)
        } catch {
            throw .invalid(path: path, field: nil, message: "cannot be decoded")
        }
    }

    private static let lowerHexDigits = Set("0123456789abcdef".utf8)
}
