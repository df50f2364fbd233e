import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

@testable import CatalogMaintenance

/// Stops an import at each step in turn, standing in for a failure or a kill at that moment.
@Suite struct CatalogImporterFailureTests {
    private struct SimulatedFailure: Error, Equatable {
        let step: CatalogImporter.Step
    }

    /// Records the steps an import goes through.
    private final class StepLog: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [CatalogImporter.Step] = []

        func append(_ step: CatalogImporter.Step) {
            lock.withLock { recorded.append(step) }
        }

        var steps: [CatalogImporter.Step] { lock.withLock { recorded } }
    }

    /// Records what the destination held at each step.
    private final class SnapshotLog: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [(CatalogImporter.Step, [String: [UInt8]])] = []

        func append(_ step: CatalogImporter.Step, _ snapshot: [String: [UInt8]]) {
            lock.withLock { recorded.append((step, snapshot)) }
        }

        var entries: [(CatalogImporter.Step, [String: [UInt8]])] { lock.withLock { recorded } }
    }

    @Test func goesThroughEveryStepInOrder() throws {
        let fixture = try ImportFixture()
        _ = try fixture.installOld()
        let log = StepLog()
        _ = try ImportFixture.importer(checkpoint: { log.append($0) })
            .importCatalog(from: fixture.newSource, into: fixture.destination)
        #expect(
            log.steps == [
                .validate, .copyJSON, .copyThumbnail(0), .copyThumbnail(1), .writeManifest, .writeSnapshot,
                .syncing, .swap, .removeOld,
            ])
        #expect(log.steps.map(\.description).last == "removeOld")
        #expect(CatalogImporter.Step.copyThumbnail(1).description == "copyThumbnail(1)")
    }

    @Test func skipsRemovingWhenNothingWasReplaced() throws {
        let fixture = try ImportFixture()
        let log = StepLog()
        _ = try ImportFixture.importer(checkpoint: { log.append($0) })
            .importCatalog(from: fixture.newSource, into: fixture.destination)
        #expect(log.steps.last == .swap)
    }

    /// Every step up to and including the swap: the previous catalog must come through byte for byte.
    @Test(arguments: [
        CatalogImporter.Step.validate, .copyJSON, .copyThumbnail(0), .copyThumbnail(1), .writeManifest,
        .syncing,
        .swap,
    ])
    func leavesThePreviousCatalogWhenStoppedBefore(step: CatalogImporter.Step) throws {
        let fixture = try ImportFixture()
        let before = try fixture.installOld()
        let importer = ImportFixture.importer { current in
            if current == step { throw SimulatedFailure(step: current) }
        }

        #expect(throws: SimulatedFailure(step: step)) {
            try importer.importCatalog(from: fixture.newSource, into: fixture.destination)
        }

        #expect(try CatalogFolderFixture.snapshot(of: fixture.destination) == before)
        #expect(CatalogFolderFixture.names(in: fixture.destination + "/thumbs") == ["old.jpg"])
        let catalog = try CatalogLoader.load(directory: fixture.destination)
        #expect(catalog.exercises.map(\.id) == ["old-lunge"])
        #expect(catalog.problems.isEmpty)
        #expect(fixture.strayEntriesBesideDestination().isEmpty)
    }

    /// What a kill at each step would leave: the destination, read from inside the checkpoint, is the
    /// previous catalog up to the swap and the new one after it, complete every time.
    @Test func destinationIsCompleteAtEveryMomentOfAnImport() throws {
        let fixture = try ImportFixture()
        let before = try fixture.installOld()
        let destination = fixture.destination
        let seen = SnapshotLog()
        let report = try ImportFixture.importer { step in
            seen.append(step, try CatalogFolderFixture.snapshot(of: destination))
        }.importCatalog(from: fixture.newSource, into: destination)

        let after = try CatalogFolderFixture.snapshot(of: destination)
        #expect(after["exercises.json"] == fixture.newJSON)
        #expect(report.replacedExistingCatalog)
        let moments = seen.entries
        #expect(moments.count == 9)
        for (step, snapshot) in moments {
            #expect(snapshot == (step == .removeOld ? after : before), "at \(step)")
        }
    }

    /// Stopped after the swap, the new catalog is already complete in place.
    @Test func hasTheNewCatalogInPlaceWhenStoppedBeforeRemovingTheOld() throws {
        let fixture = try ImportFixture()
        _ = try fixture.installOld()
        let importer = ImportFixture.importer { current in
            if current == .removeOld { throw SimulatedFailure(step: current) }
        }

        #expect(throws: SimulatedFailure(step: .removeOld)) {
            try importer.importCatalog(from: fixture.newSource, into: fixture.destination)
        }

        let files = try CatalogFolderFixture.snapshot(of: fixture.destination)
        #expect(
            files.keys.sorted() == [
                "exercises.json", "manifest.json", "search.snapshot", "thumbs/a.jpg", "thumbs/b.jpg",
            ])
        #expect(files["exercises.json"] == fixture.newJSON)
        #expect(try CatalogLoader.load(directory: fixture.destination).exercises.count == 3)
        #expect(fixture.strayEntriesBesideDestination().isEmpty)
    }

    /// A failure on a first install leaves nothing behind but the (new) parent folder.
    @Test(arguments: [CatalogImporter.Step.copyJSON, .copyThumbnail(1), .swap])
    func leavesNoCatalogWhenAFirstInstallStops(step: CatalogImporter.Step) throws {
        let fixture = try ImportFixture()
        let importer = ImportFixture.importer { current in
            if current == step { throw SimulatedFailure(step: current) }
        }

        #expect(throws: SimulatedFailure(step: step)) {
            try importer.importCatalog(from: fixture.newSource, into: fixture.destination)
        }

        #expect(!FileManager.default.fileExists(atPath: fixture.destination))
        #expect(fixture.strayEntriesBesideDestination().isEmpty)
    }
}
