package import ExerciseCatalog
internal import ExerciseSearch
internal import Foundation

/// Checks a catalog folder (or a web checkout) on disk without changing it.
///
/// Errors: record problems from loading; an exercise list that does not match the manifest's hash; a
/// missing or unreadable manifest in a catalog folder; a referenced thumbnail that is missing, unsafe,
/// leads out of its folder or is not a JPEG; a video or profile link that fails ``LinkPolicy``.
/// Warnings: a web checkout without a manifest; videos without a thumbnail; a byte-order mark skipped
/// at the start of the exercise list. The report also says why the folder's search snapshot cannot be
/// used, when it cannot (as ``SearchSnapshot`` judges it).
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
            return CatalogVerificationReport(directory: directory, problems: [problem])
        }
        let fileName = URL(fileURLWithPath: layout.exercisesPath).lastPathComponent
        var problems = loadProblems(catalog)
        problems += manifestProblems(layout, directory: directory, bytes: bytes, fileName: fileName)
        let videos = LocatedVideo.all(in: catalog)
        problems += thumbnailProblems(videos, folder: layout.thumbnailsPath, fileName: fileName)
        problems += linkProblems(videos, fileName: fileName)
        var snapshotProblem: String?
        if case .failure(let reason) = SearchSnapshot.load(directory: directory) {
            snapshotProblem = reason.description
        }
        return CatalogVerificationReport(
            directory: directory, problems: problems, snapshotProblem: snapshotProblem)
    }

    /// Checks a catalog that has no folder of its own, such as the built-in sample: its load problems,
    /// its thumbnail references (against its thumbnail folder, when it has one) and its links.
    ///
    /// The report names the catalog `name`; there is no manifest to check and no search snapshot.
    package func verify(_ catalog: Catalog, name: String) -> CatalogVerificationReport {
        let videos = LocatedVideo.all(in: catalog)
        let fileName = CatalogFiles.exercisesFile
        let problems =
            loadProblems(catalog)
            + thumbnailProblems(videos, folder: catalog.thumbnailsDirectory, fileName: fileName)
            + linkProblems(videos, fileName: fileName)
        return CatalogVerificationReport(directory: name, problems: problems)
    }

    /// The catalog's load problems, every one an error (a record left out, a manifest not read) but a
    /// warning of the exercise list itself, such as a byte-order mark that was skipped.
    private func loadProblems(_ catalog: Catalog) -> [CatalogProblem] {
        catalog.problems.map { problem in
            var checked = problem
            if problem.severity == .warning && problem.recordIndex == nil
                && problem.file != CatalogFiles.manifestFile
            {
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
                return [
                    CatalogProblem(
                        file: manifestFile,
                        message: "missing; an imported catalog folder has one (import the catalog again)")
                ]
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

    /// Checks that every referenced thumbnail is a JPEG inside the thumbnail folder (with no folder,
    /// every referenced file is missing).
    private func thumbnailProblems(_ videos: [LocatedVideo], folder: String?, fileName: String)
        -> [CatalogProblem]
    {
        var problems: [CatalogProblem] = []
        for located in videos {
            switch located.thumbnail {
            case .none:
                problems.append(
                    located.problem(.warning, file: fileName, field: "thumbnail", "video has no thumbnail"))
            case .unsafe(let reason):
                problems.append(
                    located.problem(.error, file: fileName, field: "thumbnail", reason + " (not followed)"))
            case .file(let name):
                let file = folder.map { ThumbnailFile(name: name, in: $0) } ?? .missing
                if let trouble = file.problem {
                    problems.append(
                        located.problem(
                            .error, file: fileName, field: "thumbnail", "thumbnail \(name) \(trouble)"))
                } else if case .present(let path) = file,
                    let trouble = JPEGSignature.problem(withFileAt: path)
                {
                    problems.append(
                        located.problem(
                            .error, file: fileName, field: "thumbnail", "thumbnail \(name) \(trouble)"))
                }
            }
        }
        return problems
    }

    /// Checks every video link and creator profile link against ``LinkPolicy``.
    private func linkProblems(_ videos: [LocatedVideo], fileName: String) -> [CatalogProblem] {
        var problems: [CatalogProblem] = []
        for located in videos {
            if case .refused(let reason) = located.video.linkDecision {
                problems.append(
                    located.problem(.error, file: fileName, field: "url", "link refused: \(reason)"))
            }
            if case .refused(let reason) = located.video.creator.profileLinkDecision {
                problems.append(
                    located.problem(
                        .error, file: fileName, field: "creator.profile_url",
                        "profile link refused: \(reason)"))
            }
        }
        return problems
    }
}
