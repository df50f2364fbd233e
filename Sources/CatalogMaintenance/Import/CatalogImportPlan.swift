internal import ExerciseCatalog
internal import Foundation

/// Everything an import will install, read and checked before anything is written.
struct CatalogImportPlan {
    /// A thumbnail to copy: its file name in the catalog and where its bytes are read from.
    struct Thumbnail {
        var name: String
        var sourcePath: String
    }

    /// The source as given.
    var source: String
    /// The exact bytes of the source's exercise list; copied unchanged and hashed.
    var exercisesBytes: [UInt8]
    /// Referenced thumbnails that are present, one per file name, sorted by name.
    var thumbnails: [Thumbnail]
    /// Referenced thumbnail names the source lacks, sorted.
    var missingThumbnails: [String]
    /// Names in the source thumbnail folder that no video references, sorted.
    var unreferencedFiles: [String]
    /// Warnings for the report.
    var warnings: [CatalogProblem]
    /// The source's exercises, as decoded.
    var exercises: [Exercise]
    /// Whether the source's own manifest marks it as sample data.
    var sample: Bool

    /// Reads and checks `source` with the checks `verify` makes (``TagCharacters``, ``VideoChecks``); any
    /// error refuses the import, listing every problem found in `verify`'s words.
    static func validate(source: String) throws(CatalogImportError) -> CatalogImportPlan {
        let (layout, bytes, catalog): (CatalogLoader.Layout, [UInt8], Catalog)
        do {
            (layout, bytes, catalog) = try CatalogLoader.read(directory: source)
        } catch {
            throw .cannotLoadSource(error)
        }
        let fileName = URL(fileURLWithPath: layout.exercisesPath).lastPathComponent
        var errors = catalog.problems.filter { $0.severity == .error }
        errors += TagCharacters.problems(in: catalog, fileName: fileName)
        var warnings = catalog.problems.filter { $0.severity == .warning }
        if let empty = EmptyCatalogCheck.problem(of: catalog, fileName: fileName) {
            errors.append(empty)
        }
        var sample = false
        let isCatalogFolder =
            layout.exercisesPath
            == URL(fileURLWithPath: source).appendingPathComponent(CatalogFiles.exercisesFile).path
        if isCatalogFolder && DurableFiles.kind(at: layout.manifestPath) != nil {
            do {
                sample = try CatalogManifest.read(atPath: layout.manifestPath).sample
            } catch {
                errors.append(
                    CatalogProblem(
                        file: CatalogFiles.manifestFile, field: error.field, message: error.message))
            }
        }

        var referenced: Set<String> = []
        var present: [String: String] = [:]
        var missing: Set<String> = []
        let checks = VideoChecks(fileName: fileName, thumbnailsFolder: layout.thumbnailsPath)
        for located in LocatedVideo.all(in: catalog) {
            let (problem, file) = checks.thumbnail(of: located)
            let problems = (problem.map { [$0] } ?? []) + checks.links(of: located)
            errors += problems.filter { $0.severity == .error }
            warnings += problems.filter { $0.severity == .warning }
            guard case .file(let name) = located.thumbnail else { continue }
            referenced.insert(name)
            if let file {
                present[file.name] = present[file.name] ?? file.path
            } else if problem?.severity == .warning {
                missing.insert(name)
            }
        }
        guard errors.isEmpty else { throw .invalidSource(source: source, problems: errors) }

        let folderEntries: [String]
        if let folder = DurableFiles.resolvedPath(layout.thumbnailsPath),
            DurableFiles.kind(at: folder) == .directory
        {
            do {
                folderEntries = try DurableFiles.entries(of: folder)
            } catch {
                throw .fileSystem(error)
            }
        } else {
            folderEntries = []
        }
        return CatalogImportPlan(
            source: source, exercisesBytes: bytes,
            thumbnails: present.keys.sorted(by: Self.scalarOrder).map {
                Thumbnail(name: $0, sourcePath: present[$0]!)
            },
            missingThumbnails: missing.sorted(by: Self.scalarOrder),
            unreferencedFiles: folderEntries.filter { !referenced.contains($0) }, warnings: warnings,
            exercises: catalog.exercises, sample: sample)
    }

    /// Exercises in the source.
    var exerciseCount: Int {
        exercises.count
    }

    /// Videos in the source.
    var videoCount: Int {
        exercises.reduce(0) { $0 + $1.videos.count }
    }

    /// Orders names by their Unicode scalars, the same on every platform and locale.
    static func scalarOrder(_ first: String, _ second: String) -> Bool {
        first.unicodeScalars.lexicographicallyPrecedes(second.unicodeScalars)
    }
}
