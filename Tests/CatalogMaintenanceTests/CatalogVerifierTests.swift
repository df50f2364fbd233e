import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

@testable import CatalogMaintenance

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct CatalogVerifierTests {
    /// A catalog folder imported from a two-exercise web checkout: a.jpg, b.jpg, one video without a
    /// thumbnail.
    private struct ImportedCatalog {
        let folder: TemporaryFolder
        let path: String
        let manifest: CatalogManifest

        init() throws {
            folder = try TemporaryFolder()
            let source = folder.appending("web")
            try CatalogFolderFixture.writeWebCheckout(
                at: source,
                json: CatalogFolderFixture.document([
                    CatalogFolderFixture.exerciseJSON(id: "goblet-squat", thumbnails: ["/thumbs/a.jpg", ""]),
                    CatalogFolderFixture.exerciseJSON(id: "deadbug", thumbnails: ["/thumbs/b.jpg"]),
                ]),
                thumbnails: [
                    "a.jpg": CatalogFolderFixture.fakeJPEG("a"), "b.jpg": CatalogFolderFixture.fakeJPEG("b"),
                ])
            path = folder.appending("catalog")
            manifest = try ImportFixture.importer().importCatalog(from: source, into: path).manifest
        }
    }

    private static let noThumbnailWarning = CatalogProblem(
        severity: .warning, file: "exercises.json", recordIndex: 0, recordID: "goblet-squat",
        field: "videos[1].thumbnail", message: "video has no thumbnail")

    @Test func findsOnlyTheMissingThumbnailWarningInACleanImport() throws {
        let catalog = try ImportedCatalog()
        let report = CatalogVerifier().verify(directory: catalog.path)
        #expect(report.directory == catalog.path)
        #expect(report.problems == [Self.noThumbnailWarning])
        #expect(!report.hasErrors)
        #expect(report.errors.isEmpty)
        #expect(report.warnings == [Self.noThumbnailWarning])
        #expect(
            Self.noThumbnailWarning.description
                == "exercises.json: record 0 (id \"goblet-squat\"), field videos[1].thumbnail: video has no thumbnail"
        )
    }

    @Test func reportsAnExerciseListChangedAfterTheImport() throws {
        let catalog = try ImportedCatalog()
        let path = catalog.path + "/exercises.json"
        let edited = try CatalogFolderFixture.read(path) + Array(" ".utf8)
        try Data(edited).write(to: URL(fileURLWithPath: path))

        let report = CatalogVerifier().verify(directory: catalog.path)

        let mismatch = CatalogProblem(
            file: "exercises.json",
            message: "SHA-256 is \(SHA256.hexDigest(of: edited)) but manifest.json records "
                + "\(catalog.manifest.sha256); the file changed after the import")
        #expect(report.problems == [mismatch, Self.noThumbnailWarning])
        #expect(report.hasErrors)
    }

    @Test func requiresAManifestInACatalogFolder() throws {
        let catalog = try ImportedCatalog()
        try FileManager.default.removeItem(atPath: catalog.path + "/manifest.json")
        let report = CatalogVerifier().verify(directory: catalog.path)
        #expect(
            report.problems == [
                CatalogProblem(
                    file: "manifest.json",
                    message: "missing; an imported catalog folder has one (import the catalog again)"),
                Self.noThumbnailWarning,
            ])
    }

    @Test func reportsABrokenManifestAsAnError() throws {
        let catalog = try ImportedCatalog()
        let path = catalog.path + "/manifest.json"
        let text = String(decoding: try CatalogFolderFixture.read(path), as: UTF8.self)
            .replacingOccurrences(of: "\"format_version\" : 1", with: "\"format_version\" : 7")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let report = CatalogVerifier().verify(directory: catalog.path)
        #expect(
            report.problems == [
                CatalogProblem(
                    file: "manifest.json", field: "format_version",
                    message: "unsupported version 7 (this program reads version 1)"),
                Self.noThumbnailWarning,
            ])
    }

    @Test func checksEveryReferencedThumbnail() throws {
        let catalog = try ImportedCatalog()
        let thumbs = catalog.path + "/thumbs"
        try FileManager.default.removeItem(atPath: thumbs + "/a.jpg")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A]).write(to: URL(fileURLWithPath: thumbs + "/b.jpg"))

        let report = CatalogVerifier().verify(directory: catalog.path)

        #expect(
            report.problems == [
                CatalogProblem(
                    severity: .warning, file: "exercises.json", recordIndex: 0, recordID: "goblet-squat",
                    field: "videos[0].thumbnail",
                    message: "thumbnail a.jpg is missing"),
                Self.noThumbnailWarning,
                CatalogProblem(
                    file: "exercises.json", recordIndex: 1, recordID: "deadbug", field: "videos[0].thumbnail",
                    message: "thumbnail b.jpg is not a JPEG (it starts with 89 50 4E, not FF D8 FF)"),
            ])
    }

    @Test func refusesASymbolicLinkOutOfTheThumbnailFolder() throws {
        let catalog = try ImportedCatalog()
        let outside = catalog.folder.appending("outside.jpg")
        try CatalogFolderFixture.writeFile(outside, CatalogFolderFixture.fakeJPEG("outside"))
        try FileManager.default.removeItem(atPath: catalog.path + "/thumbs/b.jpg")
        try FileManager.default.createSymbolicLink(
            atPath: catalog.path + "/thumbs/b.jpg", withDestinationPath: outside)

        let report = CatalogVerifier().verify(directory: catalog.path)

        #expect(
            report.errors == [
                CatalogProblem(
                    file: "exercises.json", recordIndex: 1, recordID: "deadbug", field: "videos[0].thumbnail",
                    message:
                        "thumbnail b.jpg is a symbolic link pointing out of the thumbnail folder (not followed)"
                )
            ])
    }

    /// A web checkout: no manifest (a warning), a broken record (an error), and problems in the records after
    /// it named by their index in the file, not their position among the good ones.
    @Test func reportsAWebCheckoutRecordByRecord() throws {
        let folder = try TemporaryFolder()
        try CatalogFolderFixture.writeWebCheckout(
            at: folder.path,
            json: CatalogFolderFixture.document([
                CatalogFolderFixture.exerciseJSON(id: "good", thumbnails: ["/thumbs/a.jpg"]),
                CatalogFixtures.exerciseJSON(id: "deadbug", category: "\"arms\""),
                CatalogFolderFixture.exerciseJSON(
                    id: "later", thumbnails: ["/thumbs/gone.jpg", "/thumbs/../x.jpg"]),
            ]),
            thumbnails: ["a.jpg": CatalogFolderFixture.fakeJPEG("a")])

        let report = CatalogVerifier().verify(directory: folder.path)

        #expect(
            report.problems.map(\.description) == [
                "exercises.json: record 1 (id \"deadbug\"), field category: unknown category \"arms\" "
                    + "(expected one of upper_body, lower_body, core, full_body, cardio, mobility, other)",
                "manifest.json: none in a web checkout, so exercises.json is not checked against an import's hash",
                "exercises.json: record 2 (id \"later\"), field videos[0].thumbnail: thumbnail gone.jpg is missing",
                "exercises.json: record 2 (id \"later\"), field videos[1].thumbnail: "
                    + "\"/thumbs/../x.jpg\" contains \"..\" (not followed)",
            ])
        #expect(report.problems.map(\.severity) == [.error, .warning, .warning, .error])
    }

    @Test func checksEveryLinkAgainstTheAllowList() throws {
        let folder = try TemporaryFolder()
        let videos = [
            CatalogFolderFixture.videoJSON(id: "fine", thumbnail: ""),
            CatalogFolderFixture.videoJSON(
                id: "plain", thumbnail: "", url: "http://www.instagram.com/reel/plain/"),
            CatalogFolderFixture.videoJSON(
                id: "lurer", thumbnail: "", profileURL: "https://coach@instagram.com/coachingotf/"),
        ]
        try CatalogFolderFixture.writeCatalogFolder(
            at: folder.path,
            json: CatalogFolderFixture.document([
                CatalogFixtures.exerciseJSON(id: "links", videos: videos.joined(separator: ","))
            ]),
            thumbnails: [:])

        let report = CatalogVerifier().verify(directory: folder.path)

        #expect(
            report.errors.map(\.description) == [
                "manifest.json: missing; an imported catalog folder has one (import the catalog again)",
                "exercises.json: record 0 (id \"links\"), field videos[1].url: video link refused: only https links are opened",
                "exercises.json: record 0 (id \"links\"), field videos[2].creator.profile_url: "
                    + "profile link refused: the link has a user name before @",
            ])
        #expect(report.warnings.count == 3)
    }

    /// The error for a catalog folder without a manifest, in verify's words.
    private static let missingManifest = CatalogProblem(
        file: "manifest.json",
        message: "missing; an imported catalog folder has one (import the catalog again)")

    @Test func aFolderWithoutACatalogNamesTheMissingListAndManifestAndGivesNoSnapshotVerdict() throws {
        let folder = try TemporaryFolder()
        let report = CatalogVerifier().verify(directory: folder.path)
        #expect(
            report.problems == [
                CatalogProblem(
                    file: "exercises.json",
                    message: "\(folder.path): no exercises.json (nor src/data/exercises.json) in this folder"),
                Self.missingManifest,
            ])
        #expect(report.hasErrors)
        #expect(report.snapshot == .notChecked)
    }

    /// An exercise list that cannot be read (cut short, a FIFO, nested too deep) gets no snapshot verdict
    /// (nothing would be searched), and the missing manifest is named as for a readable one.
    @Test(arguments: ["truncated", "fifo", "too deep"])
    func anUnreadableListGetsNoSnapshotVerdictAndTheMissingManifestIsNamed(kind: String) throws {
        let folder = try TemporaryFolder()
        let list = folder.appending("exercises.json")
        switch kind {
        case "truncated":
            try folder.write(#"[{"id": "goblet-squat", "name": "Gob"#, to: "exercises.json")
        case "fifo":
            #expect(mkfifo(list, 0o600) == 0)
        default:
            try folder.write(
                String(repeating: "[", count: 300) + String(repeating: "]", count: 300), to: "exercises.json")
        }
        // A snapshot file, as an import leaves one: it must not be called current.
        try folder.write("stale", to: "search.snapshot")
        let report = CatalogVerifier().verify(directory: folder.path)
        #expect(report.snapshot == .notChecked, "\(kind)")
        #expect(report.errors.count == 2, "\(report.problems)")
        #expect(report.errors.first?.file == "exercises.json", "\(report.problems)")
        #expect(report.errors.last == Self.missingManifest, "\(report.problems)")
    }

    /// `[]` is refused by import as holding no exercises; verify says the same, in the same words.
    @Test func anEmptyListIsAnErrorInImportsWords() throws {
        let folder = try TemporaryFolder()
        try folder.write("[]", to: "exercises.json")
        let empty = CatalogProblem(file: "exercises.json", message: "holds no exercises")
        let report = CatalogVerifier().verify(directory: folder.path)
        #expect(report.errors == [empty, Self.missingManifest])
        do {
            let into = try TemporaryFolder()
            _ = try ImportFixture.importer().importCatalog(from: folder.path, into: into.appending("catalog"))
            Issue.record("an empty list was imported")
        } catch {
            guard case .invalidSource(_, let problems) = error as? CatalogImportError else {
                Issue.record("\(error)")
                return
            }
            #expect(problems == [empty])
        }
    }
    /// A caption over its limit is cut at load; verify counts that as a warning, not an error.
    @Test func aCutCaptionIsAWarning() throws {
        let folder = try TemporaryFolder()
        let caption = String(repeating: "a", count: 6_000)
        try CatalogFolderFixture.writeWebCheckout(
            at: folder.path,
            json: Array(
                String(
                    decoding: CatalogFolderFixture.document([
                        CatalogFolderFixture.exerciseJSON(id: "goblet-squat", thumbnails: [""])
                    ]), as: UTF8.self
                ).replacingOccurrences(of: "\"description\": \"", with: "\"description\": \"\(caption)").utf8),
            thumbnails: [:])
        let report = CatalogVerifier().verify(directory: folder.path)
        #expect(!report.hasErrors, "\(report.problems)")
        #expect(
            report.warnings.contains {
                $0.field == "videos[0].description"
                    && $0.message.hasPrefix("is over its limit of 5,000 characters")
            }, "\(report.problems)")
        let lint = CatalogLint.run(try CatalogLoader.load(directory: folder.path))
        let loadWarnings = lint.results.first { $0.rule == "load-warning" }?.findings ?? []
        #expect(loadWarnings.map(\.exerciseIDs) == [["goblet-squat"]])
        #expect(
            loadWarnings.first?.message.contains("videos[0].description: is over its limit of 5,000") == true)
    }
}
