import CatalogTestSupport
import Foundation
import Testing

@testable import ExerciseCatalog

@Suite struct CatalogManifestTests {
    private static let hash = "8a25b3c705a17b2f99f9d14f74b9708c528de84732ab0eefbd11b257e008f813"

    private static let manifest = CatalogManifest(
        sample: false, source: "../otf-web", sha256: hash,
        importedAt: Date(timeIntervalSince1970: 1_778_335_387.75),
        counts: .init(
            exercises: 3, videos: 5, thumbnailsCopied: 2, thumbnailsMissing: 1, unreferencedFiles: 4))

    /// A manifest file as written by hand; `replacing` swaps one line of it for a broken one.
    private static func manifestText(replacing line: String = "", with replacement: String = "") -> String {
        let text = """
            {"format_version": 1, "sample": false, "source": "../otf-web",
             "sha256": "\(hash)",
             "imported_at": "2026-05-09T14:03:07Z",
             "counts": {"exercises": 3, "videos": 5, "thumbnails_copied": 2, "thumbnails_missing": 1,
                        "unreferenced_files": 4}}
            """
        return line.isEmpty ? text : text.replacingOccurrences(of: line, with: replacement)
    }

    @Test func writesSnakeCaseKeysSortedWithAUTCTime() throws {
        let root = try JSONParser.parse(try Self.manifest.fileContents()).root
        #expect(root.keys == ["counts", "format_version", "imported_at", "sample", "sha256", "source"])
        #expect(root["format_version"]?.number == 1)
        #expect(root["imported_at"]?.string == "2026-05-09T14:03:07Z")
        #expect(root["sample"]?.kindDescription == "a boolean")
        #expect(root["sha256"]?.string == Self.hash)
        #expect(root["source"]?.string == "../otf-web")
        let counts = try #require(root["counts"])
        #expect(
            counts.keys == [
                "exercises", "thumbnails_copied", "thumbnails_missing", "unreferenced_files", "videos",
            ])
        #expect(counts.keys?.map { counts[$0]?.number } == [3, 2, 1, 4, 5])
        #expect(try Self.manifest.fileContents().last == UInt8(ascii: "\n"))
    }

    @Test func readsBackWhatItWrote() throws {
        let folder = try TemporaryFolder()
        let path = folder.appending("manifest.json")
        try CatalogFolderFixture.writeFile(path, try Self.manifest.fileContents())
        let read = try CatalogManifest.read(atPath: path)
        #expect(read == Self.manifest)
        #expect(read.importedAt == Date(timeIntervalSince1970: 1_778_335_387))
        #expect(read.formatVersion == 1)
    }

    @Test func readsAHandWrittenManifest() throws {
        let read = try CatalogManifest.decode(Data(Self.manifestText().utf8), path: "/cat/manifest.json")
        #expect(read == Self.manifest)
    }

    @Test(arguments: [
        (#""format_version": 1, "#, "", "format_version", "missing"),
        (
            #""format_version": 1"#, #""format_version": 2"#, "format_version",
            "unsupported version 2 (this program reads version 1)"
        ),
        (#""sample": false"#, #""sample": "no""#, "sample", "expected true or false"),
        (#""source": "../otf-web""#, #""source": null"#, "source", "expected a string, found null"),
        (#""sha256": ""#, #""sha256": "ABC"#, "sha256", "expected 64 lower-case hexadecimal digits"),
        (
            "2026-05-09T14:03:07Z", "09/05/2026 14:03", "imported_at",
            #"expected a UTC time like 2026-05-09T14:03:07Z, found "09/05/2026 14:03""#
        ),
        (#""videos": 5"#, #""videos": "5""#, "counts.videos", "expected a whole number"),
        (
            #""thumbnails_missing": 1"#, #""thumbnails_missing": -1"#, "counts.thumbnails_missing",
            "must not be negative, found -1"
        ),
        (#""unreferenced_files": 4"#, #""unreferenced": 4"#, "counts.unreferenced_files", "missing"),
    ])
    func namesTheFileAndFieldOfABrokenManifest(
        line: String, replacement: String, field: String, message: String
    ) {
        let text = Self.manifestText(replacing: line, with: replacement)
        #expect(text != Self.manifestText())
        let path = "/cat/manifest.json"
        #expect(throws: CatalogManifestError.invalid(path: path, field: field, message: message)) {
            try CatalogManifest.decode(Data(text.utf8), path: path)
        }
        let error = CatalogManifestError.invalid(path: path, field: field, message: message)
        #expect(error.description == "/cat/manifest.json: field \(field): \(message)")
    }

    @Test(arguments: [("{\"format_version\": 1,", "is not valid JSON"), ("[1, 2]", "expected an object")])
    func namesTheFileWhenTheWholeDocumentIsWrong(text: String, message: String) {
        #expect(
            throws: CatalogManifestError.invalid(path: "/cat/manifest.json", field: nil, message: message)
        ) {
            try CatalogManifest.decode(Data(text.utf8), path: "/cat/manifest.json")
        }
    }

    @Test func namesAFileThatCannotBeRead() throws {
        let folder = try TemporaryFolder()
        let path = folder.appending("manifest.json")
        do {
            _ = try CatalogManifest.read(atPath: path)
            Issue.record("reading a missing manifest succeeded")
        } catch {
            guard case .unreadable(let named, _) = error else {
                Issue.record("expected unreadable, got \(error)")
                return
            }
            #expect(named == path)
            #expect(error.description.hasPrefix(path + ": cannot be read: "))
        }
    }
}
