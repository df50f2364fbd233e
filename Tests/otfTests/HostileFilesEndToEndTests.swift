import CatalogTestSupport
import Foundation
import ProcessSpawning
import Testing

/// The built `otf` against files that are not what they are named, and output that cannot be written.
@Suite struct HostileFilesEndToEndTests {
    /// A catalog installed by `otf catalog import` from a small web checkout: two exercises, thumbnails
    /// a.jpg and b.jpg referenced, and kept.jpg in the installed thumbnail folder referenced by none.
    private struct InstalledCatalog {
        let folder: TemporaryFolder
        let path: String

        init() throws {
            folder = try TemporaryFolder()
            let source = folder.appending("web")
            try CatalogFolderFixture.writeWebCheckout(
                at: source,
                json: CatalogFolderFixture.document([
                    CatalogFolderFixture.exerciseJSON(id: "goblet-squat", thumbnails: ["/thumbs/a.jpg"]),
                    CatalogFolderFixture.exerciseJSON(id: "dead-bug", thumbnails: ["/thumbs/b.jpg"]),
                ]),
                thumbnails: [
                    "a.jpg": CatalogFolderFixture.fakeJPEG("a"), "b.jpg": CatalogFolderFixture.fakeJPEG("b"),
                ])
            path = folder.appending("catalog")
            let imported = try OTFBinary.run(["catalog", "import", source, "--into", path])
            #expect(imported.status == 0, "\(imported.error)")
            try CatalogFolderFixture.writeFile(path + "/thumbs/kept.jpg", CatalogFolderFixture.fakeJPEG("k"))
        }

        /// Replaces the file at `relative` with a FIFO no one writes to.
        func replaceWithFIFO(_ relative: String) throws {
            try FileManager.default.removeItem(atPath: path + "/" + relative)
            #expect(mkfifo(path + "/" + relative, 0o600) == 0)
        }
    }

    /// How long a run may take before it counts as hanging; a blocked open never returns at all.
    private static let hangGuardSeconds = 20.0

    @Test func importingACatalogIntoItselfIsRefusedWithEveryFileStillPresent() throws {
        let catalog = try InstalledCatalog()
        let before = try CatalogFolderFixture.snapshot(of: catalog.path)
        #expect(
            before.keys.sorted() == [
                "exercises.json", "manifest.json", "search.snapshot", "thumbs/a.jpg", "thumbs/b.jpg",
                "thumbs/kept.jpg",
            ])

        let result = try OTFBinary.run(["catalog", "import", catalog.path, "--into", catalog.path])

        #expect(result.status == 1)
        #expect(
            result.error
                == "otf: cannot import \(catalog.path) into \(catalog.path): they are the same folder "
                + "(\(catalog.path)); import from the web checkout instead; nothing was changed\n")
        #expect(try CatalogFolderFixture.snapshot(of: catalog.path) == before)
    }

    @Test(arguments: [
        ["search", "squat"], ["search", "--json"], ["facets"], ["facets", "--json"], ["stats"],
        ["stats", "--json"], ["show", "goblet-squat"], ["show", "goblet-squat", "--json"],
        ["catalog", "path"], ["catalog", "verify"], ["catalog", "lint"], ["catalog", "lint", "--json"],
        ["--version"], ["--help"],
    ])
    func aFullDiskIsAFailureWithAMessage(arguments: [String]) throws {
        let catalog = try InstalledCatalog()
        let result = try OTFBinary.run(
            arguments, environment: ["OTF_CATALOG": catalog.path], outputPath: "/dev/full")
        #expect(result.status == 1)
        #expect(result.error.hasSuffix("otf: cannot write the output: No space left on device\n"))
    }

    @Test func aFullDiskFailsTheImportReportToo() throws {
        let catalog = try InstalledCatalog()
        let result = try OTFBinary.run(
            [
                "catalog", "import", catalog.folder.appending("web"), "--into",
                catalog.folder.appending("again"),
            ],
            outputPath: "/dev/full")
        #expect(result.status == 1)
        #expect(result.error == "otf: cannot write the output: No space left on device\n")
    }

    @Test("a path that is not UTF-8 is called that, not \"no such folder\"")
    func aPathThatIsNotUTF8IsCalledThat() throws {
        let script = #""$0" stats --catalog "$(printf '/tmp/caf\351')""#
        let outcome = try ChildProcess.run(
            "/bin/sh", ["-c", script, OTFBinary.url.path], environment: ProcessInfo.processInfo.environment)
        #expect(outcome.status == 64)
        #expect(
            String(decoding: outcome.error, as: UTF8.self)
                == "otf: argument 3 (\"/tmp/caf\\xE9\") is not UTF-8 text; otf reads paths and words as "
                + "UTF-8, so it cannot use it (rename the file or folder)\n")
    }

    /// Runs `otf` as the unprivileged user "nobody" (through `setpriv`), for whom `chmod` still counts:
    /// the tests run as root, who may read anything.
    private func runAsNobody(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let outcome = try ChildProcess.run(
            "/usr/bin/setpriv",
            ["--reuid=65534", "--regid=65534", "--clear-groups", OTFBinary.url.path] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "XDG_DATA_HOME": OTFBinary.emptyDataHome])
        return (
            outcome.status, String(decoding: outcome.output, as: UTF8.self),
            String(decoding: outcome.error, as: UTF8.self)
        )
    }

    /// True when `otf` can be run as another user: as root, with `setpriv`.
    static let canDropPrivileges =
        getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    @Test(
        "what cannot be read is reported as unreadable, not missing",
        .enabled(if: canDropPrivileges, "needs root and setpriv to run otf as a user chmod applies to"))
    func unreadableFilesAndFoldersAreCalledThat() throws {
        let catalog = try InstalledCatalog()
        let path = catalog.path
        #expect(chmod(path + "/thumbs", 0) == 0)
        let verified = try runAsNobody(["catalog", "verify", path])
        #expect(verified.status == 1)
        #expect(
            verified.output.hasPrefix(
                "error: exercises.json: record 0 (id \"goblet-squat\"), field videos[0].thumbnail: thumbnail "
                    + "a.jpg cannot be looked up: Permission denied\n"))
        #expect(!verified.output.contains("missing"))
        let linted = try runAsNobody(["catalog", "lint", path])
        #expect(
            linted.output.contains(
                "the thumbnail folder cannot be read (Permission denied), so 2 thumbnail paths are not checked"
            ))
        #expect(chmod(path + "/thumbs", 0o755) == 0)

        #expect(chmod(path + "/thumbs/a.jpg", 0) == 0)
        let oneThumbnail = try runAsNobody(["catalog", "verify", path])
        #expect(
            oneThumbnail.output.hasPrefix(
                "error: exercises.json: record 0 (id \"goblet-squat\"), field videos[0].thumbnail: thumbnail "
                    + "a.jpg cannot be read: Permission denied\n"))
        #expect(chmod(path + "/thumbs/a.jpg", 0o644) == 0)

        #expect(chmod(path, 0) == 0)
        defer { chmod(path, 0o755) }
        let stats = try runAsNobody(["stats", "--catalog", path])
        #expect(stats.status == 1)
        #expect(stats.error == "otf: \(path)/exercises.json: cannot be read: Permission denied\n")
    }

    @Test func aFIFONamedExercisesJSONIsRefusedAtOnce() throws {
        let catalog = try InstalledCatalog()
        try catalog.replaceWithFIFO("exercises.json")
        let refusal = "\(catalog.path)/exercises.json: cannot be read: not a regular file"
        for arguments in [["search", "squat"], ["stats"], ["show", "goblet-squat"], ["catalog", "lint"]] {
            let result = try OTFBinary.run(
                arguments, environment: ["OTF_CATALOG": catalog.path], seconds: Self.hangGuardSeconds)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.error == "otf: \(refusal)\n", "\(arguments)")
        }
        let verified = try OTFBinary.run(["catalog", "verify", catalog.path], seconds: Self.hangGuardSeconds)
        #expect(verified.status == 1)
        #expect(verified.text.hasPrefix("error: exercises.json: \(refusal)\n"))
        let imported = try OTFBinary.run(
            ["catalog", "import", catalog.path, "--into", catalog.folder.appending("copy")],
            seconds: Self.hangGuardSeconds)
        #expect(imported.status == 1)
        #expect(imported.error == "otf: cannot import: \(refusal); nothing was changed\n")
    }

    @Test func aFIFONamedManifestJSONIsReportedAndTheExercisesStillLoad() throws {
        let catalog = try InstalledCatalog()
        try catalog.replaceWithFIFO("manifest.json")
        let searched = try OTFBinary.run(
            ["search", "squat"], environment: ["OTF_CATALOG": catalog.path], seconds: Self.hangGuardSeconds)
        #expect(searched.status == 0)
        #expect(searched.text.contains("Goblet Squat"))
        #expect(searched.error.contains("manifest.json: cannot be read: not a regular file"))
        let verified = try OTFBinary.run(["catalog", "verify", catalog.path], seconds: Self.hangGuardSeconds)
        #expect(verified.status == 1)
        #expect(verified.text.contains("error: manifest.json: cannot be read: not a regular file\n"))
        #expect(
            verified.text.contains(
                "search snapshot: not used (the folder's manifest.json is missing or not a regular file)"))
    }

    @Test func aFIFONamedSearchSnapshotIsPassedOverForTheJSON() throws {
        let catalog = try InstalledCatalog()
        try catalog.replaceWithFIFO("search.snapshot")
        let searched = try OTFBinary.run(
            ["search", "squat"], environment: ["OTF_CATALOG": catalog.path], seconds: Self.hangGuardSeconds)
        #expect(searched.status == 0)
        #expect(searched.text.contains("Goblet Squat"))
        let verified = try OTFBinary.run(["catalog", "verify", catalog.path], seconds: Self.hangGuardSeconds)
        #expect(
            verified.text.contains(
                "search snapshot: not used (\(catalog.path)/search.snapshot cannot be read: not a regular file)"
            ))
    }

    @Test func aFIFONamedLikeAThumbnailIsNotAThumbnail() throws {
        let catalog = try InstalledCatalog()
        try catalog.replaceWithFIFO("thumbs/a.jpg")
        let shown = try OTFBinary.run(
            ["show", "goblet-squat"], environment: ["OTF_CATALOG": catalog.path],
            seconds: Self.hangGuardSeconds)
        #expect(shown.status == 0)
        #expect(shown.text.contains("     Thumbnail: none\n"))
        let verified = try OTFBinary.run(["catalog", "verify", catalog.path], seconds: Self.hangGuardSeconds)
        #expect(verified.status == 1)
        #expect(
            verified.text.contains(
                "error: exercises.json: record 0 (id \"goblet-squat\"), field videos[0].thumbnail: thumbnail "
                    + "a.jpg is not a regular file\n"))
        let imported = try OTFBinary.run(
            ["catalog", "import", catalog.path, "--into", catalog.folder.appending("copy")],
            seconds: Self.hangGuardSeconds)
        #expect(imported.status == 1)
        #expect(imported.error.contains("thumbnail a.jpg is not a regular file"))
    }
}
