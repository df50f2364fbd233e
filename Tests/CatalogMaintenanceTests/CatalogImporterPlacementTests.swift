import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

@testable import CatalogMaintenance

/// Where an import may install: never over its own source, and through a symbolic link at its target.
@Suite struct CatalogImporterPlacementTests {
    /// A catalog folder with one referenced and two unreferenced thumbnails, as an import leaves it
    /// after the unreferenced ones were put back by hand.
    private func catalogFolder(in folder: TemporaryFolder) throws -> String {
        let root = folder.appending("catalog")
        try CatalogFolderFixture.writeCatalogFolder(
            at: root,
            json: CatalogFolderFixture.document([
                CatalogFolderFixture.exerciseJSON(id: "goblet-squat", thumbnails: ["/thumbs/a.jpg"])
            ]),
            thumbnails: [
                "a.jpg": CatalogFolderFixture.fakeJPEG("a"), "kept.jpg": CatalogFolderFixture.fakeJPEG("k"),
                "notes.txt": Array("mine".utf8),
            ])
        return root
    }

    @Test func refusesToImportAFolderIntoItselfAndKeepsEveryFile() throws {
        let folder = try TemporaryFolder()
        let root = try catalogFolder(in: folder)
        let before = try CatalogFolderFixture.snapshot(of: root)
        #expect(before.count == 4)

        #expect {
            try ImportFixture.importer().importCatalog(from: root, into: root)
        } throws: { error in
            (error as? CatalogImportError)?.description
                == "cannot import \(root) into \(root): they are the same folder (\(root)); import from the "
                + "web checkout instead; nothing was changed"
        }
        #expect(try CatalogFolderFixture.snapshot(of: root) == before)
        #expect(CatalogFolderFixture.names(in: folder.path) == ["catalog"])
    }

    @Test func refusesTheSameFolderReachedThroughASymbolicLinkOrADotPath() throws {
        let folder = try TemporaryFolder()
        let root = try catalogFolder(in: folder)
        let link = folder.appending("link")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: root)
        let before = try CatalogFolderFixture.snapshot(of: root)

        for (source, destination) in [(root, link), (link, root), (root, folder.appending("x/../catalog"))] {
            #expect {
                try ImportFixture.importer().importCatalog(from: source, into: destination)
            } throws: { error in
                guard case .overlappingFolders(_, _, let reason) = error as? CatalogImportError else {
                    return false
                }
                return reason.hasPrefix("they are the same folder")
            }
        }
        #expect(try CatalogFolderFixture.snapshot(of: root) == before)
    }

    @Test func refusesADestinationInsideTheSourceAndASourceInsideTheDestination() throws {
        let fixture = try ImportFixture()
        let inside = fixture.newSource + "/installed/catalog"
        #expect(
            throws: CatalogImportError.overlappingFolders(
                source: fixture.newSource, destination: inside,
                reason: "the destination \(inside) is inside the source \(fixture.newSource)")
        ) {
            try ImportFixture.importer().importCatalog(from: fixture.newSource, into: inside)
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.newSource + "/installed"))

        let old = try fixture.installOld()
        let nested = fixture.destination + "/thumbs"
        #expect(
            throws: CatalogImportError.overlappingFolders(
                source: nested, destination: fixture.destination,
                reason: "the source \(nested) is inside the destination \(fixture.destination)")
        ) {
            try ImportFixture.importer().importCatalog(from: nested, into: fixture.destination)
        }
        #expect(try CatalogFolderFixture.snapshot(of: fixture.destination) == old)
    }

    @Test func installsAtTheTargetOfASymbolicLinkAndKeepsTheLink() throws {
        let fixture = try ImportFixture()
        let target = fixture.folder.appending("real-catalog")
        try fixture.folder.makeFolder("real-catalog")
        let link = fixture.folder.appending("linked-catalog")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real-catalog")

        let first = try ImportFixture.importer().importCatalog(from: fixture.oldSource, into: link)
        #expect(first.destination == target)
        #expect(first.replacedExistingCatalog)
        let second = try ImportFixture.importer().importCatalog(from: fixture.newSource, into: link)
        #expect(second.destination == target)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real-catalog")
        #expect(try CatalogFolderFixture.read(target + "/exercises.json") == fixture.newJSON)
        #expect(CatalogFolderFixture.names(in: target + "/thumbs") == ["a.jpg", "b.jpg"])
        #expect(
            CatalogFolderFixture.names(in: fixture.folder.path).filter { $0.contains("staging") }.isEmpty)
    }

    @Test func refusesASymbolicLinkThatLeadsNowhere() throws {
        let fixture = try ImportFixture()
        let link = fixture.folder.appending("dangling")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "no-such-folder")

        #expect {
            try ImportFixture.importer().importCatalog(from: fixture.newSource, into: link)
        } throws: { error in
            guard case .destinationNotACatalog(let path, let reason) = error as? CatalogImportError else {
                return false
            }
            return path == link && reason.hasPrefix("it is a symbolic link to nothing that exists")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "no-such-folder")
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.appending("no-such-folder")))
    }

    @Test func resolvesAPathWhoseEndDoesNotExistYet() throws {
        let folder = try TemporaryFolder()
        let real = try #require(DurableFiles.resolvedPath(folder.path))
        #expect(
            CatalogInstallTarget.resolvedPath(ofPossiblyMissing: folder.appending("a/b")) == real + "/a/b")
        #expect(CatalogInstallTarget.resolvedPath(ofPossiblyMissing: "/") == "/")
        #expect(CatalogInstallTarget.path("/a/bc", isInside: "/a/b") == false)
        #expect(CatalogInstallTarget.path("/a/b/c", isInside: "/a/b"))
        #expect(CatalogInstallTarget.path("/a/b", isInside: "/a/b") == false)
    }
}
