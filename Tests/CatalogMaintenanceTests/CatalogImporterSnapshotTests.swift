import CatalogTestSupport
import ExerciseCatalog
import ExerciseSearch
import Foundation
import Testing

@testable import CatalogMaintenance

/// An import writes the search snapshot beside the exercise list, atomically with the rest.
@Suite struct CatalogImporterSnapshotTests {
    private struct SimulatedFailure: Error, Equatable {}

    @Test func writesTheSnapshotOfTheImportedExercisesStampedWithTheInstalledFiles() throws {
        let fixture = try ImportFixture()
        _ = try fixture.installOld()
        let importer = CatalogImporter(now: { ImportFixture.importTime })
        _ = try importer.importCatalog(from: fixture.newSource, into: fixture.destination)

        let layout = try CatalogLoader.layout(of: fixture.destination)
        #expect(CatalogSnapshotStamp.of(layout)?.exercises.byteCount == Int64(fixture.newJSON.count))
        let loaded = try SearchSnapshot.load(directory: fixture.destination).get()
        #expect(loaded.catalog.exercises.map(\.id) == ["goblet-squat", "deadbug", "plank"])
        #expect(loaded.catalog.isSample == false)
        #expect(loaded.index.search("goblet squat").results.count == 3)
    }

    @Test func importsAgainOverAFolderHoldingASnapshot() throws {
        let fixture = try ImportFixture()
        let importer = CatalogImporter()
        _ = try importer.importCatalog(from: fixture.oldSource, into: fixture.destination)
        _ = try importer.importCatalog(from: fixture.newSource, into: fixture.destination)
        #expect(try CatalogLoader.load(directory: fixture.destination).exercises.count == 3)
    }

    @Test func leavesThePreviousCatalogWhenStoppedBeforeWritingTheSnapshot() throws {
        let fixture = try ImportFixture()
        let before = try fixture.installOld()
        let importer = CatalogImporter(
            checkpoint: { if $0 == .writeSnapshot { throw SimulatedFailure() } })
        #expect(throws: SimulatedFailure()) {
            try importer.importCatalog(from: fixture.newSource, into: fixture.destination)
        }
        #expect(try CatalogFolderFixture.snapshot(of: fixture.destination) == before)
        #expect(fixture.strayEntriesBesideDestination().isEmpty)
        #expect(CatalogImporter.Step.writeSnapshot.description == "writeSnapshot")
    }
}
