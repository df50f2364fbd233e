import Foundation

/// Writes small catalogs to disk for the maintenance tests: web checkouts and catalog folders with tiny
/// fake JPEG files, never real thumbnails.
public enum CatalogFolderFixture {
    /// The bytes of a fake JPEG: the start-of-image and APP0 markers, then `marker` so files differ.
    public static func fakeJPEG(_ marker: String) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xE0] + Array(marker.utf8)
    }

    /// A video object with the given thumbnail field (which may be empty or hostile); `url` and
    /// `profileURL` default to links the allow-list accepts.
    public static func videoJSON(
        id: String, thumbnail: String, url: String? = nil,
        profileURL: String = "https://www.instagram.com/coachingotf/"
    ) -> String {
        """
        {"id": "\(id)", "url": "\(url ?? "https://www.instagram.com/reel/\(id)/")", "source": "instagram",
         "thumbnail": "\(thumbnail)", "description": "Demo",
         "creator": {"id": "coachingotf", "display_name": "Coach Rudy", "handle": "coachingotf",
                     "profile_url": "\(profileURL)"}}
        """
    }

    /// An exercise record whose videos have the given thumbnail fields, one video each.
    public static func exerciseJSON(id: String, thumbnails: [String]) -> String {
        let videos = thumbnails.enumerated().map {
            videoJSON(id: "\(id)-v\($0.offset)", thumbnail: $0.element)
        }
        return CatalogFixtures.exerciseJSON(id: id, videos: videos.joined(separator: ","))
    }

    /// The exercise list of the given records, as a JSON array.
    public static func document(_ records: [String]) -> [UInt8] {
        Array(("[\n" + records.joined(separator: ",\n") + "\n]\n").utf8)
    }

    /// Writes a web checkout (`src/data/exercises.json`, `public/thumbs/`) into `root`.
    public static func writeWebCheckout(at root: String, json: [UInt8], thumbnails: [String: [UInt8]]) throws
    {
        try write(
            json: json, to: root + "/src/data/exercises.json", thumbnails: thumbnails,
            in: root + "/public/thumbs")
    }

    /// Writes a web checkout into `root` with one exercise, goblet-squat, whose one video references
    /// `/thumbs/a.jpg`, and `thumbnail` as that file.
    public static func writeOneThumbnailWebCheckout(at root: String, thumbnail: [UInt8]) throws {
        try writeWebCheckout(
            at: root, json: document([exerciseJSON(id: "goblet-squat", thumbnails: ["/thumbs/a.jpg"])]),
            thumbnails: ["a.jpg": thumbnail])
    }

    /// Writes a catalog folder (`exercises.json`, `thumbs/`, optionally `manifest.json`) into `root`.
    public static func writeCatalogFolder(
        at root: String, json: [UInt8], thumbnails: [String: [UInt8]], manifest: String? = nil
    ) throws {
        try write(json: json, to: root + "/exercises.json", thumbnails: thumbnails, in: root + "/thumbs")
        if let manifest { try writeFile(root + "/manifest.json", Array(manifest.utf8)) }
    }

    /// Writes `bytes` to `path`, creating the folders above it.
    public static func writeFile(_ path: String, _ bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// The bytes of the file at `path`.
    public static func read(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Every file under `root` (relative path → bytes), to compare folders byte for byte.
    public static func snapshot(of root: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = root + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                files[relative] = try read(path)
            }
        }
        return files
    }

    /// The names in `folder`, sorted, or [] when it does not exist.
    public static func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    private static func write(
        json: [UInt8], to jsonPath: String, thumbnails: [String: [UInt8]], in folder: String
    )
        throws
    {
        try writeFile(jsonPath, json)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, bytes) in thumbnails { try writeFile(folder + "/" + name, bytes) }
    }
}
