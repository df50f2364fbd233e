import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

@testable import CatalogMaintenance

@Suite struct CatalogImporterTests {
    @Test func installsIntoAFreshDestinationCreatingItsParent() throws {
        let fixture = try ImportFixture()
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.appending("data")))

        let report = try ImportFixture.importer().importCatalog(
            from: fixture.newSource, into: fixture.destination)

        let destination = fixture.destination
        #expect(report.destination == destination)
        #expect(!report.replacedExistingCatalog)
        #expect(report.removedLeftovers.isEmpty)
        #expect(report.unreferencedFiles == ["extra.jpg", "notes.txt"])
        #expect(report.missingThumbnails == ["missing.jpg"])
        #expect(
            report.warnings.map(\.description) == [
                "exercises.json: record 2 (id \"plank\"), field videos[0].thumbnail: thumbnail missing.jpg is "
                    + "missing"
            ])
        #expect(
            report.manifest.counts
                == .init(
                    exercises: 3, videos: 5, thumbnailsCopied: 2, thumbnailsMissing: 1, unreferencedFiles: 2))
        #expect(report.manifest.sample == false)
        #expect(report.manifest.source == fixture.newSource)
        #expect(report.manifest.importedAt == ImportFixture.importTime)
        #expect(report.manifest.sha256 == SHA256.hexDigest(of: fixture.newJSON))

        let files = try CatalogFolderFixture.snapshot(of: destination)
        #expect(
            files.keys.sorted() == [
                "exercises.json", "manifest.json", "search.snapshot", "thumbs/a.jpg", "thumbs/b.jpg",
            ])
        #expect(files["exercises.json"] == fixture.newJSON)
        #expect(files["thumbs/a.jpg"] == CatalogFolderFixture.fakeJPEG("new a"))
        #expect(files["thumbs/b.jpg"] == CatalogFolderFixture.fakeJPEG("new b"))
        #expect(try CatalogManifest.read(atPath: destination + "/manifest.json") == report.manifest)
        let manifestText = String(decoding: files["manifest.json"] ?? [], as: UTF8.self)
        #expect(manifestText.contains("\"imported_at\" : \"2026-05-09T14:03:07Z\""))
        #expect(fixture.strayEntriesBesideDestination().isEmpty)

        let catalog = try CatalogLoader.load(directory: destination)
        #expect(catalog.exercises.map(\.id) == ["goblet-squat", "deadbug", "plank"])
        #expect(catalog.problems.isEmpty)
        #expect(catalog.thumbnailsDirectory == destination + "/thumbs")
    }

    @Test func replacesTheInstalledCatalog() throws {
        let fixture = try ImportFixture()
        let old = try fixture.installOld()
        #expect(old["exercises.json"] != fixture.newJSON)

        let report = try ImportFixture.importer().importCatalog(
            from: fixture.newSource, into: fixture.destination)

        #expect(report.replacedExistingCatalog)
        let files = try CatalogFolderFixture.snapshot(of: fixture.destination)
        #expect(
            files.keys.sorted() == [
                "exercises.json", "manifest.json", "search.snapshot", "thumbs/a.jpg", "thumbs/b.jpg",
            ])
        #expect(files["exercises.json"] == fixture.newJSON)
        #expect(fixture.strayEntriesBesideDestination().isEmpty)
        #expect(try CatalogLoader.load(directory: fixture.destination).exercises.count == 3)
    }

    @Test func removesStagingFoldersLeftByAKilledImport() throws {
        let fixture = try ImportFixture()
        _ = try fixture.installOld()
        let parent = URL(fileURLWithPath: fixture.destination).deletingLastPathComponent().path
        let leftover = parent + "/.catalog.staging-1f2e3d"
        try CatalogFolderFixture.writeFile(
            leftover + "/thumbs/half.jpg", CatalogFolderFixture.fakeJPEG("half"))
        let unrelated = parent + "/.catalog-notes"
        try CatalogFolderFixture.writeFile(unrelated, Array("keep me".utf8))

        let report = try ImportFixture.importer().importCatalog(
            from: fixture.newSource, into: fixture.destination)

        #expect(report.removedLeftovers == [leftover])
        #expect(fixture.strayEntriesBesideDestination() == [".catalog-notes"])
        #expect(try CatalogFolderFixture.read(unrelated) == Array("keep me".utf8))
    }

    @Test func refusesASourceWithABrokenRecordAndLeavesTheCatalog() throws {
        let fixture = try ImportFixture()
        let old = try fixture.installOld()
        let broken = fixture.folder.appending("broken-web")
        try CatalogFolderFixture.writeWebCheckout(
            at: broken,
            json: CatalogFolderFixture.document([
                CatalogFixtures.exerciseJSON(id: "fine"),
                CatalogFixtures.exerciseJSON(id: "deadbug", category: "\"arms\""),
            ]),
            thumbnails: [:])

        #expect {
            try ImportFixture.importer().importCatalog(from: broken, into: fixture.destination)
        } throws: { error in
            (error as? CatalogImportError)?.description == """
                cannot import \(broken): 1 problem(s) in the source; nothing was changed
                  exercises.json: record 1 (id "deadbug"), field category: unknown category "arms" \
                (expected one of upper_body, lower_body, core, full_body, cardio, mobility, other)
                """
        }
        #expect(try CatalogFolderFixture.snapshot(of: fixture.destination) == old)
        #expect(fixture.strayEntriesBesideDestination().isEmpty)
    }

    @Test func refusesAnInvalidSourceWithoutCreatingTheDestinationParent() throws {
        let fixture = try ImportFixture()
        let broken = fixture.folder.appending("broken-web")
        try CatalogFolderFixture.writeWebCheckout(at: broken, json: Array("[{".utf8), thumbnails: [:])

        #expect {
            try ImportFixture.importer().importCatalog(from: broken, into: fixture.destination)
        } throws: { error in
            guard case .cannotLoadSource(.invalidJSON(let path, _)) = error as? CatalogImportError else {
                return false
            }
            return path == broken + "/src/data/exercises.json"
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.appending("data")))
    }

    @Test func refusesAFolderWithoutACatalog() throws {
        let fixture = try ImportFixture()
        let empty = fixture.folder.appending("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        #expect(throws: CatalogImportError.cannotLoadSource(.missingExercisesFile(directory: empty))) {
            try ImportFixture.importer().importCatalog(from: empty, into: fixture.destination)
        }
    }

    @Test func refusesAnEmptyExerciseList() throws {
        let fixture = try ImportFixture()
        let empty = fixture.folder.appending("empty-web")
        try CatalogFolderFixture.writeWebCheckout(at: empty, json: Array("[]".utf8), thumbnails: [:])
        #expect(
            throws: CatalogImportError.invalidSource(
                source: empty,
                problems: [CatalogProblem(file: "exercises.json", message: "holds no exercises")])
        ) {
            try ImportFixture.importer().importCatalog(from: empty, into: fixture.destination)
        }
    }

    /// Thumbnail fields that try to leave the thumbnail folder, with the reason each is refused.
    @Test(arguments: [
        ("/thumbs/../secret.jpg", #""/thumbs/../secret.jpg" contains "..""#),
        ("/thumbs/sub/a.jpg", #""/thumbs/sub/a.jpg" names a file in a subfolder"#),
        (#"/thumbs/a/\u0301b.jpg"#, "\"/thumbs/a/\u{301}b.jpg\" names a file in a subfolder"),
        (#"/thumbs/..\\secret.jpg"#, #""/thumbs/..\secret.jpg" contains "..""#),
        (#"/thumbs/a\\b.jpg"#, #""/thumbs/a\b.jpg" contains a backslash"#),
        ("/thumbs/%2e%2e%2fsecret.jpg", #""/thumbs/%2e%2e%2fsecret.jpg" contains "%""#),
        ("/thumbs/.hidden.jpg", #""/thumbs/.hidden.jpg" names a hidden file"#),
        ("/thumbs/", #""/thumbs/" names no file"#),
        ("/images/a.jpg", #""/images/a.jpg" does not start with /thumbs/"#),
        ("thumbs/a.jpg", #""thumbs/a.jpg" does not start with /thumbs/"#),
        (#"/thumbs/a\u001b[31m.jpg"#, #""/thumbs/a\u{1B}[31m.jpg" contains a control or format character"#),
    ])
    func refusesAThumbnailPathLeavingTheFolder(field: String, reason: String) throws {
        let fixture = try ImportFixture()
        let hostile = fixture.folder.appending("hostile-web")
        try CatalogFolderFixture.writeWebCheckout(
            at: hostile,
            json: CatalogFolderFixture.document([
                CatalogFolderFixture.exerciseJSON(id: "sneaky", thumbnails: ["/thumbs/a.jpg", field])
            ]),
            thumbnails: ["a.jpg": CatalogFolderFixture.fakeJPEG("a")])
        try CatalogFolderFixture.writeFile(
            fixture.folder.appending("secret.jpg"), CatalogFolderFixture.fakeJPEG("s"))

        #expect(
            throws: CatalogImportError.invalidSource(
                source: hostile,
                problems: [
                    CatalogProblem(
                        file: "exercises.json", recordIndex: 0, recordID: "sneaky",
                        field: "videos[1].thumbnail",
                        message: reason + " (not followed)")
                ])
        ) {
            try ImportFixture.importer().importCatalog(from: hostile, into: fixture.destination)
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.destination))
    }

    @Test func refusesASymbolicLinkOutOfTheThumbnailFolder() throws {
        let fixture = try ImportFixture()
        let source = fixture.folder.appending("linked-web")
        try CatalogFolderFixture.writeWebCheckout(
            at: source,
            json: CatalogFolderFixture.document([
                CatalogFolderFixture.exerciseJSON(
                    id: "linked", thumbnails: ["/thumbs/inside.jpg", "/thumbs/out.jpg"])
            ]),
            thumbnails: ["real.jpg": CatalogFolderFixture.fakeJPEG("real")])
        try CatalogFolderFixture.writeFile(
            fixture.folder.appending("outside.jpg"), CatalogFolderFixture.fakeJPEG("o"))
        let thumbs = source + "/public/thumbs"
        try FileManager.default.createSymbolicLink(
            atPath: thumbs + "/inside.jpg", withDestinationPath: "real.jpg")
        try FileManager.default.createSymbolicLink(
            atPath: thumbs + "/out.jpg", withDestinationPath: "../../../outside.jpg")

        #expect(
            throws: CatalogImportError.invalidSource(
                source: source,
                problems: [
                    CatalogProblem(
                        file: "exercises.json", recordIndex: 0, recordID: "linked",
                        field: "videos[1].thumbnail",
                        message: "thumbnail out.jpg is a symbolic link pointing out of the thumbnail folder "
                            + "(not followed)")
                ])
        ) {
            try ImportFixture.importer().importCatalog(from: source, into: fixture.destination)
        }

        try FileManager.default.removeItem(atPath: thumbs + "/out.jpg")
        let report = try ImportFixture.importer().importCatalog(from: source, into: fixture.destination)
        #expect(report.missingThumbnails == ["out.jpg"])
        #expect(report.unreferencedFiles == ["real.jpg"])
        let copied = fixture.destination + "/thumbs/inside.jpg"
        #expect(try CatalogFolderFixture.read(copied) == CatalogFolderFixture.fakeJPEG("real"))
        #expect(
            try FileManager.default.attributesOfItem(atPath: copied)[.type] as? FileAttributeType
                == .typeRegular)
    }

    @Test func refusesToReplaceAFolderThatIsNotACatalog() throws {
        let fixture = try ImportFixture()
        let documents = fixture.folder.appending("documents")
        try CatalogFolderFixture.writeFile(documents + "/thesis.txt", Array("precious".utf8))
        #expect(
            throws: CatalogImportError.destinationNotACatalog(
                path: documents, reason: "it holds \"thesis.txt\", so it is not a catalog folder")
        ) {
            try ImportFixture.importer().importCatalog(from: fixture.newSource, into: documents)
        }
        #expect(try CatalogFolderFixture.snapshot(of: documents) == ["thesis.txt": Array("precious".utf8)])

        let file = fixture.folder.appending("catalog-file")
        try CatalogFolderFixture.writeFile(file, Array("x".utf8))
        #expect(throws: CatalogImportError.destinationNotACatalog(path: file, reason: "it is not a folder")) {
            try ImportFixture.importer().importCatalog(from: fixture.newSource, into: file)
        }
    }

    @Test func carriesTheSampleFlagOfACatalogFolderSource() throws {
        let fixture = try ImportFixture()
        let sampleFolder = fixture.folder.appending("sample-catalog")
        let manifest = """
            {"format_version": 1, "sample": true, "source": "built-in",
             "sha256": "\(String(repeating: "a", count: 64))", "imported_at": "2026-01-01T00:00:00Z",
             "counts": {"exercises": 1, "videos": 1, "thumbnails_copied": 1, "thumbnails_missing": 0,
                        "unreferenced_files": 0}}
            """
        try CatalogFolderFixture.writeCatalogFolder(
            at: sampleFolder,
            json: CatalogFolderFixture.document([
                CatalogFolderFixture.exerciseJSON(id: "sample-squat", thumbnails: ["/thumbs/s.jpg"])
            ]),
            thumbnails: ["s.jpg": CatalogFolderFixture.fakeJPEG("s")], manifest: manifest)

        let report = try ImportFixture.importer().importCatalog(from: sampleFolder, into: fixture.destination)

        #expect(report.manifest.sample)
        #expect(report.manifest.counts.thumbnailsCopied == 1)
        #expect(try CatalogLoader.load(directory: fixture.destination).isSample)
    }

    @Test func refusesWhileAnotherImportHoldsTheLock() throws {
        let fixture = try ImportFixture()
        _ = try fixture.installOld()
        let parent = URL(fileURLWithPath: fixture.destination).deletingLastPathComponent().path
        let descriptor = open(parent, O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)

        #expect(throws: CatalogImportError.importInProgress(destination: fixture.destination)) {
            try ImportFixture.importer().importCatalog(from: fixture.newSource, into: fixture.destination)
        }
    }
}
