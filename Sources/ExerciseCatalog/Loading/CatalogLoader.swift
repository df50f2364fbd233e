internal import Foundation

/// Reads a catalog folder or a web-directory checkout from disk.
public enum CatalogLoader {
    /// The files of a catalog as found in a folder of either layout.
    public struct Layout: Sendable, Equatable {
        /// The exercise list.
        public var exercisesPath: String
        /// The thumbnail folder (it may not exist).
        public var thumbnailsPath: String
        /// The import manifest, present only in an imported catalog folder.
        public var manifestPath: String
    }

    /// Finds the exercise list and thumbnails in `directory`: a catalog folder first, then a web checkout.
    ///
    /// A file that cannot even be looked up (a folder on its path that may not be searched) is reported
    /// as unreadable with the system's reason, not as missing.
    public static func layout(of directory: String) throws(CatalogLoadError) -> Layout {
        let root = URL(fileURLWithPath: directory)
        let catalogJSON = root.appendingPathComponent(CatalogFiles.exercisesFile).path
        if try exists(catalogJSON) {
            return Layout(
                exercisesPath: catalogJSON,
                thumbnailsPath: root.appendingPathComponent(CatalogFiles.thumbnailsFolder).path,
                manifestPath: root.appendingPathComponent(CatalogFiles.manifestFile).path)
        }
        let webJSON = root.appendingPathComponent(CatalogFiles.webExercisesPath).path
        if try exists(webJSON) {
            return Layout(
                exercisesPath: webJSON,
                thumbnailsPath: root.appendingPathComponent(CatalogFiles.webThumbnailsPath).path,
                manifestPath: root.appendingPathComponent(CatalogFiles.manifestFile).path)
        }
        throw .missingExercisesFile(directory: directory)
    }

    /// True when something is at `path`, false when nothing is (or a folder on the way is missing);
    /// throws when the lookup itself fails, as it does for a folder that may not be searched.
    private static func exists(_ path: String) throws(CatalogLoadError) -> Bool {
        do {
            return try SystemCalls.exists(path)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
    }

    /// Loads the catalog in `directory`, keeping every good record and reporting every bad one.
    ///
    /// When the folder holds a `manifest.json`, its `sample` flag sets ``Catalog/isSample``; a manifest that
    /// cannot be read adds a warning naming it and does not stop loading.
    public static func load(directory: String) throws(CatalogLoadError) -> Catalog {
        let (layout, _, decoded) = try read(directory: directory)
        let manifest: Result<CatalogManifest, CatalogManifestError>? =
            FileManager.default.fileExists(atPath: layout.manifestPath)
            ? Result { () throws(CatalogManifestError) in
                try CatalogManifest.read(atPath: layout.manifestPath)
            }
            : nil
        return complete(decoded, directory: directory, layout: layout, manifest: manifest)
    }

    /// Fills in what a catalog decoded from the folder `directory` takes from the folder: its origin,
    /// its thumbnail folder when present, and the `sample` flag of the folder's `manifest` (nil when it
    /// has none; a manifest that could not be read adds a warning naming it).
    public static func complete(
        _ decoded: Catalog, directory: String, layout: Layout,
        manifest: Result<CatalogManifest, CatalogManifestError>?
    ) -> Catalog {
        var catalog = decoded
        catalog.origin = .directory(path: directory)
        let hasThumbnails = CatalogFiles.isFolder(layout.thumbnailsPath)
        catalog.thumbnailsDirectory = hasThumbnails ? layout.thumbnailsPath : nil
        switch manifest {
        case .success(let manifest):
            catalog.isSample = manifest.sample
        case .failure(let error):
            catalog.problems.append(
                CatalogProblem(
                    severity: .warning, file: CatalogFiles.manifestFile, field: error.field,
                    message: error.message + " (ignored; the catalog is loaded without it)"))
        case nil:
            break
        }
        return catalog
    }

    /// Finds the exercise list in `directory`, reads it and decodes it, keeping the raw bytes for
    /// callers that hash or copy them (import, verify); nothing else about the folder is read.
    public static func read(
        directory: String
    ) throws(CatalogLoadError) -> (layout: Layout, bytes: [UInt8], catalog: Catalog) {
        let layout = try layout(of: directory)
        let bytes = try readBytes(atPath: layout.exercisesPath)
        return (layout, bytes, try decode(bytes, path: layout.exercisesPath))
    }

    /// The UTF-8 byte-order mark, which JSON does not use but some editors write first.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Decodes catalog bytes read from `path` (used in error messages).
    ///
    /// A UTF-8 byte-order mark at the start is skipped with a warning naming it; a file that does not
    /// parse and is not UTF-8 text (UTF-16, Latin-1) is refused as ``CatalogLoadError/notUTF8(path:detail:)``.
    public static func decode(_ bytes: [UInt8], path: String) throws(CatalogLoadError) -> Catalog {
        let fileName = URL(fileURLWithPath: path).lastPathComponent
        let hasByteOrderMark = bytes.starts(with: byteOrderMark)
        let text = hasByteOrderMark ? Array(bytes.dropFirst(byteOrderMark.count)) : bytes
        let document: JSONDocument
        do {
            document = try JSONParser.parse(text)
        } catch {
            if let detail = UTF8Check.problem(in: text) {
                throw .notUTF8(path: path, detail: detail)
            }
            var located = error
            if hasByteOrderMark && located.line == 1 {
                located.column += byteOrderMark.count
            }
            throw .invalidJSON(path: path, error: located)
        }
        let decoded = CatalogRecordDecoder(fileName: fileName).decode(document)
        var problems = decoded.problems
        if hasByteOrderMark {
            problems.insert(
                CatalogProblem(
                    severity: .warning, file: fileName,
                    message: "starts with a UTF-8 byte-order mark (EF BB BF), which JSON does not use; "
                        + "skipped"),
                at: 0)
        }
        return Catalog(
            exercises: decoded.exercises, problems: problems, origin: .directory(path: path),
            thumbnailsDirectory: nil, isSample: false)
    }

    /// Reads a whole file, naming it in the error.
    public static func readBytes(atPath path: String) throws(CatalogLoadError) -> [UInt8] {
        do {
            return try FileBytes.read(path)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
    }
}
