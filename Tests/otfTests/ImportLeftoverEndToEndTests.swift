import CatalogTestSupport
import Foundation
import ProcessSpawning
import Testing

/// The built `otf` importing where the previous catalog holds a folder the user cannot write, so it
/// cannot be removed: every import still succeeds and says how to remove what it set aside.
///
/// Root ignores permissions, so when the tests run as root `otf` runs as `nobody` (through `setpriv`)
/// and the folder is made root's; as any other user the folder is made read-only.
@Suite struct ImportLeftoverEndToEndTests {
    /// The user that cannot write the folder, and how `otf` is run as that user.
    private struct Runner {
        /// `nobody`'s ids when the tests run as root; nil otherwise (`otf` runs as the current user).
        let nobody: (user: uid_t, group: gid_t)?

        static func make() -> Runner? {
            guard getuid() == 0 else { return Runner(nobody: nil) }
            guard let entry = getpwnam("nobody"), FileManager.default.fileExists(atPath: setpriv) else {
                return nil
            }
            return Runner(nobody: (entry.pointee.pw_uid, entry.pointee.pw_gid))
        }

        static let setpriv = "/usr/bin/setpriv"

        /// Gives `path` and everything in it to the user `otf` runs as.
        func own(_ path: String) {
            guard let nobody else { return }
            let enumerator = FileManager.default.enumerator(atPath: path)
            for relative in [""] + ((enumerator?.allObjects as? [String]) ?? []) {
                #expect(
                    lchown(relative.isEmpty ? path : path + "/" + relative, nobody.user, nobody.group) == 0)
            }
        }

        /// Makes the folder `path` one whose entries the user `otf` runs as cannot remove.
        func lock(_ path: String) {
            if nobody != nil {
                #expect(chown(path, 0, 0) == 0)
                #expect(chmod(path, 0o755) == 0)
            } else {
                #expect(chmod(path, 0o555) == 0)
            }
        }

        /// Lets the tests remove `path` again.
        func unlock(_ path: String) { _ = chmod(path, 0o755) }

        /// Runs `otf` with `arguments` as the user that cannot write the locked folder.
        func run(_ arguments: [String]) throws -> OTFBinary.Result {
            guard let nobody else { return try OTFBinary.run(arguments) }
            var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("OTF_") }
            environment["XDG_DATA_HOME"] = OTFBinary.emptyDataHome
            let outcome = try ChildProcess.run(
                Self.setpriv,
                ["--reuid=\(nobody.user)", "--regid=\(nobody.group)", "--clear-groups", OTFBinary.url.path]
                    + arguments,
                environment: environment, seconds: 60)
            return OTFBinary.Result(
                status: outcome.status, output: outcome.output,
                error: String(decoding: outcome.error, as: UTF8.self))
        }
    }

    @Test func anOldCatalogThatCannotBeRemovedNeverBlocksALaterImport() throws {
        let runner = try #require(Runner.make(), "no way to run otf as a user who cannot write a folder")
        let folder = try TemporaryFolder()
        let web = folder.appending("web")
        try CatalogFolderFixture.writeOneThumbnailWebCheckout(
            at: web, thumbnail: CatalogFolderFixture.fakeJPEG("a"))
        runner.own(folder.path)
        let catalog = folder.appending("catalogs/otf")
        let first = try runner.run(["catalog", "import", web, "--into", catalog])
        #expect(first.status == 0, "\(first.error)")
        runner.lock(catalog + "/thumbs")
        defer {
            for name in CatalogFolderFixture.names(in: folder.appending("catalogs")) {
                runner.unlock(folder.appending("catalogs/" + name + "/thumbs"))
            }
        }

        // The first import replaces the catalog with the locked folder and sets it aside; each later one
        // replaces a catalog it can remove, and tries the folder set aside again.
        for (attempt, what) in [
            "the previous catalog", "a folder left by an earlier import",
            "a folder left by an earlier import",
        ].enumerated() {
            let result = try runner.run(["catalog", "import", web, "--into", catalog])
            #expect(result.status == 0, "import \(attempt): \(result.error)")
            let warnings = result.text.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
            #expect(warnings.count == 1, "import \(attempt): \(result.text)")
            for warning in warnings {
                #expect(warning.contains(": \(what) could not be removed (Permission denied)"), "\(warning)")
                #expect(warning.contains("; remove it with: rm -rf '"), "\(warning)")
                #expect(!warning.contains("next import"), "\(warning)")
            }
        }
        let names = CatalogFolderFixture.names(in: folder.appending("catalogs"))
        #expect(names.count == 2)
        #expect(names.filter { $0.hasPrefix(".otf.set-aside-") }.count == 1, "\(names)")
        #expect(names.contains("otf"))
        #expect(FileManager.default.fileExists(atPath: catalog + "/exercises.json"))
        let search = try runner.run(["search", "--ids", "--catalog", catalog, "goblet"])
        #expect(search.status == 0)
    }
}
