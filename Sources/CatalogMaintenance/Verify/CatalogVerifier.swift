package import ExerciseCatalog
internal import ExerciseSearch
internal import Foundation

/// Checks a catalog folder (or a web checkout) on disk without changing it.
///
/// Errors: record problems from loading; a muscle group, equipment tag or creator id outside
/// ``TagCharacters``; an exercise list that holds no exercises (import's words); an exercise list that does not match the manifest's hash; a
/// missing or unreadable manifest in a catalog folder; the errors of ``VideoChecks`` (a thumbnail that is
/// unsafe, leads out of its folder or is not a JPEG; a link that fails ``LinkPolicy``), which an import
/// refuses in the same words. Warnings: a web checkout without a manifest; videos without a thumbnail;
/// a referenced thumbnail missing from the folder; a byte-order mark skipped at the start of the exercise
/// list. The report also says whether the
/// folder's search snapshot can be used (as ``SearchSnapshot`` judges it, and not when the exercise list
/// no longer has the manifest's hash), only when the exercise list could be read.
package struct CatalogVerifier: Sendable {
    /// Creates a verifier.
    package init() {}

    /// Checks the catalog in `directory`; a catalog that cannot be read at all is reported as one error.
    package func verify(directory: String) -> CatalogVerificationReport {
        let (layout, bytes, catalog): (CatalogLoader.Layout, [UInt8], Catalog)
        do {
            (layout, bytes, catalog) = try CatalogLoader.read(directory: directory)
        } catch {
            let problem = CatalogProblem(file: CatalogFiles.exercisesFile, message: error.description)
            return CatalogVerificationReport(
                directory: directory, problems: [problem] + missingManifest(inUnreadable: directory))
        }
        let fileName = URL(fileURLWithPath: layout.exercisesPath).lastPathComponent
        var problems = loadProblems(catalog)
        problems += EmptyCatalogCheck.problem(of: catalog, fileName: fileName).map { [$0] } ?? []
        let manifestProblems = manifestProblems(
            layout, directory: directory, bytes: bytes, fileName: fileName)
        problems += manifestProblems
        problems += TagCharacters.problems(in: catalog, fileName: fileName)
        problems += videoProblems(
            catalog, checks: VideoChecks(fileName: fileName, thumbnailsFolder: layout.thumbnailsPath))
        var snapshot = SnapshotVerdict.current
        if case .failure(let reason) = SearchSnapshot.load(directory: directory) {
            snapshot = .notUsed(reason.description)
        } else if manifestProblems.contains(where: { $0.severity == .error }) {
            snapshot = .notUsed("the manifest does not describe \(fileName) as it is now")
        }
        return CatalogVerificationReport(directory: directory, problems: problems, snapshot: snapshot)
    }

    /// The missing manifest of a folder whose exercise list could not be read, in a readable one's words.
    ///
    /// An error when the folder exists, holds no manifest.json and is no web checkout (one with a src/data
    /// folder). A manifest that is there is not checked: there is no list to compare it with.
    private func missingManifest(inUnreadable directory: String) -> [CatalogProblem] {
        let root = URL(fileURLWithPath: directory)
        guard [.directory, .symbolicLink].contains(DurableFiles.kind(at: directory)) else { return [] }
        let manifest = root.appendingPathComponent(CatalogFiles.manifestFile).path
        let webData = root.appendingPathComponent(CatalogFiles.webExercisesPath).deletingLastPathComponent()
        guard DurableFiles.kind(at: manifest) == nil, DurableFiles.kind(at: webData.path) == nil else {
            return []
        }
        return [Self.missingManifestProblem]
    }

    /// The error for a catalog folder without a manifest.
    private static let missingManifestProblem = CatalogProblem(
        file: CatalogFiles.manifestFile,
        message: "missing; an imported catalog folder has one (import the catalog again)")

    /// Checks a catalog that has no folder of its own, such as the built-in sample: its load problems,
    /// its thumbnail references (against its thumbnail folder, when it has one) and its links.
    ///
    /// The report names the catalog `name`; there is no manifest to check and no search snapshot.
    package func verify(_ catalog: Catalog, name: String) -> CatalogVerificationReport {
        let checks = VideoChecks(
            fileName: CatalogFiles.exercisesFile, thumbnailsFolder: catalog.thumbnailsDirectory)
        let problems =
            loadProblems(catalog) + TagCharacters.problems(in: catalog, fileName: CatalogFiles.exercisesFile)
            + videoProblems(catalog, checks: checks)
        return CatalogVerificationReport(directory: name, problems: problems)
    }

    /// The catalog's load problems, every one an error (a record left out, a manifest not read) but a
    /// warning of the exercise list, such as a byte-order mark that was skipped or a field cut to its
    /// limit (``CatalogFieldLimits``).
    private func loadProblems(_ catalog: Catalog) -> [CatalogProblem] {
        catalog.problems.map { problem in
            var checked = problem
            if problem.severity == .warning && problem.file != CatalogFiles.manifestFile {
                return checked
            }
            checked.severity = .error
            return checked
        }
    }

    /// Checks the exercise list against the manifest's hash, or notes that a web checkout has none.
    private func manifestProblems(
        _ layout: CatalogLoader.Layout, directory: String, bytes: [UInt8], fileName: String
    ) -> [CatalogProblem] {
        let manifestFile = CatalogFiles.manifestFile
        guard DurableFiles.kind(at: layout.manifestPath) != nil else {
            let catalogJSON = URL(fileURLWithPath: directory).appendingPathComponent(
                CatalogFiles.exercisesFile
            ).path
            if layout.exercisesPath == catalogJSON {
                return [Self.missingManifestProblem]
            }
            return [
                CatalogProblem(
                    severity: .warning, file: manifestFile,
                    message: "none in a web checkout, so \(fileName) is not checked against an import's hash")
            ]
        }
        let manifest: CatalogManifest
        do {
            manifest = try CatalogManifest.read(atPath: layout.manifestPath)
        } catch {
            return [CatalogProblem(file: manifestFile, field: error.field, message: error.message)]
        }
        let actual = SHA256.hexDigest(of: bytes)
        guard actual == manifest.sha256 else {
            return [
                CatalogProblem(
                    file: fileName,
                    message: "SHA-256 is \(actual) but \(manifestFile) records \(manifest.sha256); "
                        + "the file changed after the import")
            ]
        }
        return []
    }

    /// The problems ``VideoChecks`` finds in every video, and a warning for each video without a
    /// thumbnail.
    private func videoProblems(_ catalog: Catalog, checks: VideoChecks) -> [CatalogProblem] {
        var thumbnails: [CatalogProblem] = []
        var links: [CatalogProblem] = []
        for located in LocatedVideo.all(in: catalog) {
            if case .none = located.thumbnail {
                thumbnails.append(
                    located.problem(
                        .warning, file: checks.fileName, field: "thumbnail", "video has no thumbnail"))
            } else if let problem = checks.thumbnail(of: located).problem {
                thumbnails.append(problem)
            }
            links += checks.links(of: located)
        }
        return thumbnails + links
    }
}
