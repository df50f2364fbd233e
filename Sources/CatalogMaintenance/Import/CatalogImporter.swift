internal import ExerciseCatalog
internal import ExerciseSearch
package import Foundation

/// Installs a catalog from a web-directory checkout or another catalog folder, all or nothing.
///
/// The source is validated first; the new catalog is then built in a hidden staging folder beside the
/// destination (exercise list copied byte for byte, only the referenced thumbnails, a manifest, the search
/// snapshot of ``SearchSnapshot``), flushed to
/// the disk, and swapped in atomically. Whenever the import fails or the process is killed, the destination
/// still holds the previous catalog, complete; a staging folder left by a killed import is removed by the
/// next import. A folder that cannot be removed (the old catalog, or such a staging folder) never makes an
/// import fail: it is set aside and reported with the command that removes it.
package struct CatalogImporter: Sendable {
    /// The steps of an import, in order, as passed to ``checkpoint``.
    package enum Step: Sendable, Hashable, CustomStringConvertible {
        /// Reading and checking the source.
        case validate
        /// Copying the exercise list into the staging folder.
        case copyJSON
        /// Copying the thumbnail with this 0-based position in name order.
        case copyThumbnail(Int)
        /// Writing the manifest into the staging folder.
        case writeManifest
        /// Writing the search snapshot into the staging folder.
        case writeSnapshot
        /// Flushing the staging folder's entries to the disk.
        case syncing
        /// Swapping (or renaming) the staging folder into place.
        case swap
        /// Removing the previous catalog, now at the staging path.
        case removeOld

        /// The step's name, such as "copyThumbnail(3)".
        package var description: String {
            switch self {
            case .validate: "validate"
            case .copyJSON: "copyJSON"
            case .copyThumbnail(let position): "copyThumbnail(\(position))"
            case .writeManifest: "writeManifest"
            case .writeSnapshot: "writeSnapshot"
            case .syncing: "syncing"
            case .swap: "swap"
            case .removeOld: "removeOld"
            }
        }
    }

    /// Called before each step; an error it throws stops the import there (tests use it to stand in for a
    /// failure or a kill at that moment).
    package var checkpoint: @Sendable (Step) throws -> Void
    /// The clock for the manifest's `imported_at`.
    package var now: @Sendable () -> Date

    /// Creates an importer; the defaults do nothing at checkpoints and use the system clock.
    package init(
        checkpoint: @escaping @Sendable (Step) throws -> Void = { _ in },
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.checkpoint = checkpoint
        self.now = now
    }

    /// Imports the catalog at `source` into the catalog folder `destination`, replacing any catalog there.
    ///
    /// Throws ``CatalogImportError`` (or whatever ``checkpoint`` throws) and then leaves the destination as
    /// it was; the parent of `destination` is created when missing. A destination that is the source, or
    /// inside it, or holds it, is refused before anything is read; a destination that is a symbolic link
    /// is installed at the folder it leads to.
    package func importCatalog(from source: String, into destination: String) throws -> CatalogImportReport {
        try checkpoint(.validate)
        let target = try CatalogInstallTarget(destination: destination)
        try target.checkApart(from: source)
        let plan = try CatalogImportPlan.validate(source: source)
        _ = try target.existingCatalog()
        try target.createParent()
        return try target.withLock { try install(plan, at: target) }
    }

    /// Builds the catalog in a fresh staging folder and swaps it in; the staging folder goes on failure.
    private func install(_ plan: CatalogImportPlan, at target: CatalogInstallTarget) throws
        -> CatalogImportReport
    {
        let leftovers = try target.removeLeftovers()
        let replacing = try target.existingCatalog()
        let staging = try target.makeStagingFolder()
        var warnings = plan.warnings + leftovers.warnings
        do {
            let manifest = try build(plan, in: staging)
            try checkpoint(.swap)
            try target.install(staging: staging, replacing: replacing)
            do {
                try DurableFiles.syncDirectory(target.parent)
            } catch {
                warnings.append(
                    problem(
                        target.parent,
                        "the new catalog is in place but could not be flushed to the disk: \(error)"
                    ))
            }
            if replacing {
                try checkpoint(.removeOld)
                if let warning = target.remove(staging, what: "the previous catalog") {
                    warnings.append(warning)
                }
            }
            return CatalogImportReport(
                destination: target.destination, manifest: manifest,
                unreferencedFiles: plan.unreferencedFiles,
                missingThumbnails: plan.missingThumbnails, warnings: warnings,
                replacedExistingCatalog: replacing,
                removedLeftovers: leftovers.removed)
        } catch let error as CatalogFileSystemError {
            try? DurableFiles.removeTree(staging)
            throw CatalogImportError.fileSystem(error)
        } catch {
            try? DurableFiles.removeTree(staging)
            throw error
        }
    }

    /// Writes the exercise list, the thumbnails and the manifest into `staging` and flushes them; throws
    /// ``CatalogFileSystemError`` or what ``checkpoint`` throws.
    private func build(_ plan: CatalogImportPlan, in staging: String) throws -> CatalogManifest {
        let thumbnails = staging + "/" + CatalogFiles.thumbnailsFolder
        try checkpoint(.copyJSON)
        try DurableFiles.writeNewFile(plan.exercisesBytes, to: staging + "/" + CatalogFiles.exercisesFile)
        try DurableFiles.makeDirectory(thumbnails)
        for (position, thumbnail) in plan.thumbnails.enumerated() {
            try checkpoint(.copyThumbnail(position))
            let bytes = try DurableFiles.readFile(thumbnail.sourcePath)
            try DurableFiles.writeNewFile(bytes, to: thumbnails + "/" + thumbnail.name)
        }
        try checkpoint(.writeManifest)
        let counts = CatalogManifest.Counts(
            exercises: plan.exerciseCount, videos: plan.videoCount, thumbnailsCopied: plan.thumbnails.count,
            thumbnailsMissing: plan.missingThumbnails.count, unreferencedFiles: plan.unreferencedFiles.count)
        let manifest = CatalogManifest(
            sample: plan.sample, source: plan.source, sha256: SHA256.hexDigest(of: plan.exercisesBytes),
            importedAt: now(), counts: counts)
        let manifestPath = staging + "/" + CatalogFiles.manifestFile
        let contents: [UInt8]
        do {
            contents = try manifest.fileContents()
        } catch {
            throw CatalogFileSystemError(operation: "encode", path: manifestPath, reason: "\(error)")
        }
        try DurableFiles.writeNewFile(contents, to: manifestPath)
        try writeSnapshot(of: plan, in: staging)
        try checkpoint(.syncing)
        try DurableFiles.syncDirectory(thumbnails)
        try DurableFiles.syncDirectory(staging)
        return manifest
    }

    /// Writes the search snapshot of the imported exercises into `staging`, with the stamp and checksums of
    /// the staged files.
    private func writeSnapshot(of plan: CatalogImportPlan, in staging: String) throws {
        try checkpoint(.writeSnapshot)
        let layout = try CatalogLoader.layout(of: staging)
        guard let stamp = CatalogSnapshotStamp.of(layout) else {
            throw CatalogFileSystemError(
                operation: "stat", path: staging, reason: "its files cannot be examined")
        }
        guard let checksums = CatalogContentChecksums.of(layout) else {
            throw CatalogFileSystemError(operation: "read", path: staging, reason: "its files cannot be read")
        }
        let catalog = Catalog(
            exercises: plan.exercises, origin: .directory(path: staging), thumbnailsDirectory: nil,
            isSample: plan.sample)
        try DurableFiles.writeNewFile(
            SearchSnapshot.contents(for: catalog, stamp: stamp, checksums: checksums),
            to: staging + "/" + CatalogFiles.snapshotFile)
    }

    /// A warning about the folder at `path`.
    private func problem(_ path: String, _ message: String) -> CatalogProblem {
        CatalogProblem(severity: .warning, file: path, message: message)
    }
}
