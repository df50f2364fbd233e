internal import ExerciseCatalog
internal import Foundation

/// The folder an import installs into, and the hidden staging folders it builds the new catalog in.
///
/// Staging folders sit in the same parent (so the final rename never crosses file systems) and are named
/// `.<name>.staging-<random>`. The new catalog is put in place by one atomic rename, or by an atomic swap
/// with the old one, so the destination always holds one complete catalog. A folder an import cannot
/// remove (one the user may not write) is renamed aside to `.<name>.set-aside-<random>` and reported with
/// the command that removes it; every later import tries again, and none fails because of it.
struct CatalogInstallTarget {
    /// The destination as an absolute path.
    let destination: String
    /// The folder holding the destination and its staging folders.
    let parent: String
    /// The destination's own name.
    let name: String

    /// The names a catalog folder may hold; anything else means the destination is not ours to replace.
    private static let catalogEntries: Set<String> = [
        CatalogFiles.exercisesFile, CatalogFiles.manifestFile, CatalogFiles.thumbnailsFolder,
        CatalogFiles.snapshotFile,
    ]

    /// Resolves `destination` against the working folder; a destination that is a symbolic link stands for
    /// the folder it leads to, which is where the catalog is installed (the link is left as it is).
    ///
    /// Throws when the destination is a symbolic link that leads nowhere, since there is no folder to
    /// install into and replacing the link would break whatever else relies on it.
    init(destination: String) throws(CatalogImportError) {
        var url = URL(fileURLWithPath: destination).standardizedFileURL
        if DurableFiles.kind(at: url.path) == .symbolicLink {
            guard let target = DurableFiles.resolvedPath(url.path) else {
                throw .destinationNotACatalog(
                    path: destination,
                    reason: "it is a symbolic link to nothing that exists (the catalog is installed where "
                        + "a link leads, and the link is never replaced)")
            }
            url = URL(fileURLWithPath: target)
        }
        let name = url.lastPathComponent
        guard !name.isEmpty, name != "/", name != ".", name != ".." else {
            throw .destinationNotACatalog(path: destination, reason: "it is not a folder name")
        }
        self.destination = url.path
        self.parent = url.deletingLastPathComponent().path
        self.name = name
    }

    /// Refuses a destination that is the folder `source` or inside it, and a `source` inside the
    /// destination, comparing the paths with every symbolic link resolved; nothing is read or written.
    func checkApart(from source: String) throws(CatalogImportError) {
        guard let realSource = DurableFiles.resolvedPath(source) else {
            return
        }
        let realDestination = Self.resolvedPath(ofPossiblyMissing: destination)
        let reason: String
        if realDestination == realSource {
            reason = "they are the same folder (\(realSource)); import from the web checkout instead"
        } else if Self.path(realDestination, isInside: realSource) {
            reason = "the destination \(realDestination) is inside the source \(realSource)"
        } else if Self.path(realSource, isInside: realDestination) {
            reason = "the source \(realSource) is inside the destination \(realDestination)"
        } else {
            return
        }
        throw .overlappingFolders(source: source, destination: destination, reason: reason)
    }

    /// `path` with every symbolic link resolved, for a path whose last parts may not exist yet: the
    /// longest existing start is resolved and the rest appended as given.
    static func resolvedPath(ofPossiblyMissing path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        while true {
            if let resolved = DurableFiles.resolvedPath(existing.path) {
                guard !missing.isEmpty else {
                    return resolved
                }
                return (resolved == "/" ? "" : resolved) + "/" + missing.reversed().joined(separator: "/")
            }
            guard existing.path != "/" else {
                return path
            }
            missing.append(existing.lastPathComponent)
            existing.deleteLastPathComponent()
        }
    }

    /// True when `path` lies strictly inside the folder `folder` (both absolute, resolved paths).
    static func path(_ path: String, isInside folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The prefix of this destination's staging folders.
    var stagingPrefix: String { "." + name + ".staging-" }

    /// True when a catalog (or an empty folder) is already installed; throws when something else is there.
    func existingCatalog() throws(CatalogImportError) -> Bool {
        guard DurableFiles.kind(at: destination) != nil else { return false }
        guard let resolved = DurableFiles.resolvedPath(destination),
            DurableFiles.kind(at: resolved) == .directory
        else {
            throw .destinationNotACatalog(path: destination, reason: "it is not a folder")
        }
        let entries: [String]
        do {
            entries = try DurableFiles.entries(of: resolved)
        } catch {
            throw .fileSystem(error)
        }
        if let stranger = entries.first(where: { !Self.catalogEntries.contains($0) }) {
            throw .destinationNotACatalog(
                path: destination, reason: "it holds \"\(stranger)\", so it is not a catalog folder")
        }
        return true
    }

    /// Creates the parent folder and any missing folders above it.
    func createParent() throws(CatalogImportError) {
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem(
                CatalogFileSystemError(operation: "create folder", path: parent, error: error))
        }
    }

    /// Runs `body` while holding an exclusive lock on the parent folder, so imports never overlap.
    func withLock<Result>(_ body: () throws -> Result) throws -> Result {
        let lock: Int32?
        do {
            lock = try SystemCalls.lockFolder(parent)
        } catch {
            throw CatalogImportError.fileSystem(error)
        }
        guard let lock else { throw CatalogImportError.importInProgress(destination: destination) }
        defer { SystemCalls.unlockFolder(lock) }
        return try body()
    }

    /// The prefix of the folders set aside because they could not be removed.
    var setAsidePrefix: String { "." + name + ".set-aside-" }

    /// Removes staging folders left by imports that were killed and folders set aside by earlier imports;
    /// returns the paths removed, and a warning for each folder that could not be (see ``remove(_:what:)``).
    func removeLeftovers() throws(CatalogImportError) -> (removed: [String], warnings: [CatalogProblem]) {
        let names: [String]
        do {
            names = try DurableFiles.entries(of: parent)
        } catch {
            throw .fileSystem(error)
        }
        var removed: [String] = []
        var warnings: [CatalogProblem] = []
        for name in names where name.hasPrefix(stagingPrefix) || name.hasPrefix(setAsidePrefix) {
            let path = parent + "/" + name
            if let warning = remove(path, what: "a folder left by an earlier import") {
                warnings.append(warning)
            } else {
                removed.append(path)
            }
        }
        return (removed, warnings)
    }

    /// Removes the folder at `path` (`what` it is, for the warning); nil when it is gone.
    ///
    /// When it cannot be removed, a staging folder is renamed aside so its name says what it is, and the
    /// warning names the folder, the reason and the command that removes it; nothing is thrown.
    func remove(_ path: String, what: String) -> CatalogProblem? {
        let failure: CatalogFileSystemError
        do {
            try DurableFiles.removeTree(path)
            return nil
        } catch {
            failure = error
        }
        var kept = path
        if URL(fileURLWithPath: path).lastPathComponent.hasPrefix(stagingPrefix) {
            let aside = parent + "/" + setAsidePrefix + Self.randomSuffix()
            if (try? SystemCalls.renameAtomically(path, to: aside)) != nil {
                kept = aside
            }
        }
        return CatalogProblem(
            severity: .warning, file: kept,
            message: "\(what) could not be removed (\(failure.reason)); it is set aside and no import "
                + "depends on it; remove it with: rm -rf \(Self.shellQuoted(kept))")
    }

    /// `text` in single quotes for a POSIX shell.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A random suffix for a folder name.
    private static func randomSuffix() -> String {
        String(UInt64.random(in: .min ... .max), radix: 16)
    }

    /// Creates a new, empty staging folder and returns its path.
    func makeStagingFolder() throws(CatalogImportError) -> String {
        let path = parent + "/" + stagingPrefix + Self.randomSuffix()
        do {
            try DurableFiles.makeDirectory(path)
        } catch {
            throw .fileSystem(error)
        }
        return path
    }

    /// Puts the staging folder in place: swapped with the existing catalog (which then sits at the staging
    /// path) or renamed into the empty spot.
    func install(staging: String, replacing: Bool) throws(CatalogImportError) {
        do {
            if replacing {
                try SystemCalls.exchangeAtomically(staging, destination)
            } else {
                try SystemCalls.renameAtomically(staging, to: destination)
            }
        } catch {
            throw .fileSystem(error)
        }
    }
}
