import CatalogTestSupport
import Foundation
import Testing

@testable import ExerciseCatalog

/// An import given a snapshot maker writes its file beside the exercise list, atomically with the rest.
@Suite struct CatalogImporterSnapshotTests {
    private struct SimulatedFailure: Error, Equatable {}

    /// Records what the snapshot maker was given.
    private final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var catalogs: [(ids: [String], isSample: Bool, stamp: CatalogSnapshotStamp)] = []

        func append(_ catalog: Catalog, _ stamp: CatalogSnapshotStamp) {
            lock.withLock { catalogs.append((catalog.exercises.map(\.id), catalog.isSample, stamp)) }
        }

        var all: [(ids: [String], isSample: Bool, stamp: CatalogSnapshotStamp)] { lock.withLock { catalogs } }
    }

    @Test func writesTheSnapshotMadeFromTheImportedExercisesAndTheInstalledFiles() throws {
        let fixture = try ImportFixture()
        _ = try fixture.installOld()
        let received = Received()
        let importer = CatalogImporter(
            now: { ImportFixture.importTime },
            snapshot: { catalog, stamp in
                received.append(catalog, stamp)
                return Array("snapshot of \(catalog.exercises.count)".utf8)
            })
        _ = try importer.importCatalog(from: fixture.newSource, into: fixture.destination)

        let files = try CatalogFolderFixture.snapshot(of: fixture.destination)
        #expect(files["search.snapshot"] == Array("snapshot of 3".utf8))
        let layout = try CatalogLoader.layout(of: fixture.destination)
        let calls = received.all
        #expect(calls.count == 1)
        #expect(calls.first?.ids == ["goblet-squat", "deadbug", "plank"])
        #expect(calls.first?.isSample == false)
        #expect(calls.first?.stamp == CatalogSnapshotStamp.of(layout))
        #expect(CatalogSnapshotStamp.of(layout)?.exercises.byteCount == Int64(fixture.newJSON.count))
    }

    @Test func importsAgainOverAFolderHoldingASnapshot() throws {
        let fixture = try ImportFixture()
        let importer = CatalogImporter(snapshot: { _, _ in [1, 2, 3] })
        _ = try importer.importCatalog(from: fixture.oldSource, into: fixture.destination)
        _ = try importer.importCatalog(from: fixture.newSource, into: fixture.destination)
        #expect(try CatalogLoader.load(directory: fixture.destination).exercises.count == 3)
    }

    @Test func leavesThePreviousCatalogWhenStoppedBeforeWritingTheSnapshot() throws {
        let fixture = try ImportFixture()
        let before = try fixture.installOld()
        let importer = CatalogImporter(
            checkpoint: { if $0 == .writeSnapshot { throw SimulatedFailure() } }, snapshot: { _, _ in [1] })
        #expect(throws: SimulatedFailure()) {
            try importer.importCatalog(from: fixture.newSource, into: fixture.destination)
        }
        #expect(try CatalogFolderFixture.snapshot(of: fixture.destination) == before)
        #expect(fixture.strayEntriesBesideDestination().isEmpty)
        #expect(CatalogImporter.Step.writeSnapshot.description == "writeSnapshot")
    }
}
