import ExerciseCatalog
import Foundation
import Testing

@testable import CatalogMaintenance

/// A temporary catalog folder with hand-made thumbnail files, removed when the test ends.
///
///     root/secret.jpg          a JPEG outside the thumbnail folder
///     root/thumbs/good.jpg     FF D8 FF E0 …
///     root/thumbs/png.jpg      89 50 4E 47 … (a PNG under a .jpg name)
///     root/thumbs/empty.jpg    no bytes
///     root/thumbs/escape.jpg -> ../secret.jpg
private final class ThumbnailFiles {
    let root: String
    var thumbs: String { root + "/thumbs" }

    init() throws {
        let fileManager = FileManager.default
        root = fileManager.temporaryDirectory.appendingPathComponent("LintThumbnails-\(UUID())").path
        try fileManager.createDirectory(atPath: root + "/thumbs", withIntermediateDirectories: true)
        let files: [(String, [UInt8])] = [
            ("secret.jpg", [0xFF, 0xD8, 0xFF, 0xDB]),
            ("thumbs/good.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]),
            ("thumbs/png.jpg", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A]),
            ("thumbs/empty.jpg", []),
        ]
        for (name, bytes) in files {
            try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + name))
        }
        try fileManager.createSymbolicLink(
            atPath: root + "/thumbs/escape.jpg", withDestinationPath: "../secret.jpg")
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }
}

@Suite struct ThumbnailFileRulesTests {
    private func catalog(_ thumbnails: [String], folder: String?) -> Catalog {
        let videos = thumbnails.enumerated().map {
            LintFixtures.video("v\($0.offset)", thumbnail: $0.element)
        }
        return LintFixtures.catalog(
            [LintFixtures.exercise("plank", name: "Plank", videos: videos)], thumbnailsDirectory: folder)
    }

    @Test func findsPathsWithNoFileInsideTheFolder() throws {
        let files = try ThumbnailFiles()
        let thumbnails = [
            "/thumbs/good.jpg", "/thumbs/missing.jpg", "/thumbs/escape.jpg", "/thumbs/../secret.jpg", "",
        ]
        #expect(
            ThumbnailNotFoundRule().findings(in: catalog(thumbnails, folder: files.thumbs)) == [
                LintFinding(
                    exerciseIDs: ["plank"], videoIDs: ["v1", "v2", "v3"],
                    message:
                        "thumbnail missing.jpg is missing; thumbnail escape.jpg is a symbolic link pointing out "
                        + "of the thumbnail folder (not followed); \"/thumbs/../secret.jpg\" contains \"..\" (not "
                        + "followed)")
            ])
    }

    @Test func aCatalogWithoutAThumbnailFolderIsOneFinding() {
        #expect(
            ThumbnailNotFoundRule().findings(
                in: catalog(["/thumbs/a.jpg", "", "/thumbs/b.jpg"], folder: nil)) == [
                    LintFinding(
                        exerciseIDs: ["plank"], videoIDs: ["v0", "v2"],
                        message: "the catalog has no thumbnail folder, so 2 thumbnail paths lead nowhere")
                ])
        #expect(ThumbnailNotFoundRule().findings(in: catalog([""], folder: nil)).isEmpty)
    }

    @Test func findsFilesThatDoNotStartLikeAJPEG() throws {
        let files = try ThumbnailFiles()
        let thumbnails = [
            "/thumbs/good.jpg", "/thumbs/png.jpg", "/thumbs/empty.jpg", "/thumbs/escape.jpg",
            "/thumbs/missing.jpg",
        ]
        #expect(
            ThumbnailNotJPEGRule().findings(in: catalog(thumbnails, folder: files.thumbs)) == [
                LintFinding(
                    exerciseIDs: ["plank"], videoIDs: ["v1", "v2"],
                    message: "thumbnail png.jpg is not a JPEG (it starts with 89 50 4E, not FF D8 FF); "
                        + "thumbnail empty.jpg is not a JPEG (it is empty)")
            ])
    }

    @Test func jpegFilesPass() throws {
        let files = try ThumbnailFiles()
        #expect(
            ThumbnailNotJPEGRule().findings(in: catalog(["/thumbs/good.jpg"], folder: files.thumbs)).isEmpty)
        #expect(
            ThumbnailNotFoundRule().findings(in: catalog(["/thumbs/good.jpg"], folder: files.thumbs)).isEmpty)
    }
}
