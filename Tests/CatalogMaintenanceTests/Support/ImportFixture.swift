import CatalogTestSupport
import ExerciseCatalog
import Foundation

@testable import CatalogMaintenance

/// Two small web checkouts ("old" and "new") in a temporary folder, and an importer with a fixed clock.
///
/// The new source has three exercises and five videos: a.jpg (referenced twice) and b.jpg present,
/// missing.jpg referenced but absent, one video without a thumbnail, and extra.jpg and notes.txt
/// present but unreferenced.
struct ImportFixture {
    let folder: TemporaryFolder
    let oldSource: String
    let newSource: String
    let newJSON: [UInt8]
    let destination: String

    /// 2026-05-09T14:03:07Z.
    static let importTime = Date(timeIntervalSince1970: 1_778_335_387)

    static let newRecords = [
        CatalogFolderFixture.exerciseJSON(id: "goblet-squat", thumbnails: ["/thumbs/a.jpg", ""]),
        CatalogFolderFixture.exerciseJSON(id: "deadbug", thumbnails: ["/thumbs/b.jpg", "/thumbs/a.jpg"]),
        CatalogFolderFixture.exerciseJSON(id: "plank", thumbnails: ["/thumbs/missing.jpg"]),
    ]

    static let newThumbnails: [String: [UInt8]] = [
        "a.jpg": CatalogFolderFixture.fakeJPEG("new a"), "b.jpg": CatalogFolderFixture.fakeJPEG("new b"),
        "extra.jpg": CatalogFolderFixture.fakeJPEG("new extra"), "notes.txt": Array("not a picture".utf8),
    ]

    init() throws {
        folder = try TemporaryFolder()
        oldSource = folder.appending("old-web")
        newSource = folder.appending("new-web")
        destination = folder.appending("data/otf-exercises/catalog")
        newJSON = CatalogFolderFixture.document(Self.newRecords)
        try CatalogFolderFixture.writeWebCheckout(
            at: oldSource,
            json: CatalogFolderFixture.document([
                CatalogFolderFixture.exerciseJSON(id: "old-lunge", thumbnails: ["/thumbs/old.jpg"])
            ]),
            thumbnails: ["old.jpg": CatalogFolderFixture.fakeJPEG("old")])
        try CatalogFolderFixture.writeWebCheckout(
            at: newSource, json: newJSON, thumbnails: Self.newThumbnails)
    }

    /// An importer stamping ``importTime`` that calls `checkpoint` before each step.
    static func importer(
        checkpoint: @escaping @Sendable (CatalogImporter.Step) throws -> Void = { _ in }
    ) -> CatalogImporter {
        CatalogImporter(checkpoint: checkpoint, now: { importTime })
    }

    /// Installs the old source at the destination and returns a snapshot of every file there.
    func installOld() throws -> [String: [UInt8]] {
        _ = try Self.importer().importCatalog(from: oldSource, into: destination)
        return try CatalogFolderFixture.snapshot(of: destination)
    }

    /// The names beside the destination other than the destination itself (staging leftovers, say).
    func strayEntriesBesideDestination() -> [String] {
        let parent = URL(fileURLWithPath: destination).deletingLastPathComponent().path
        return CatalogFolderFixture.names(in: parent).filter { $0 != "catalog" }
    }
}
