import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

@testable import CatalogMaintenance

@Suite("File-system errors")
struct CatalogFileSystemErrorTests {
    @Test("a Foundation file operation's failure is told in the system's words for its POSIX error")
    func foundationFailure() throws {
        let folder = try TemporaryFolder()
        let missing = folder.appending("missing")
        #expect(
            throws: CatalogFileSystemError(
                operation: "remove", path: missing, reason: "No such file or directory")
        ) {
            try DurableFiles.removeTree(missing)
        }
        let file = folder.appending("file")
        try DurableFiles.writeNewFile([1, 2, 3], to: file)
        #expect(throws: CatalogFileSystemError(operation: "list", path: file, reason: "Not a directory")) {
            try DurableFiles.entries(of: file)
        }
    }

    @Test("a bare POSIX error is told in the system's words, others by their localized description")
    func otherErrors() {
        #expect(
            CatalogFileSystemError(operation: "read", path: "/p", error: POSIXError(.EACCES)).description
                == "cannot read /p: Permission denied")
        struct Odd: LocalizedError {
            var errorDescription: String? { "odd failure" }
        }
        #expect(
            CatalogFileSystemError(operation: "read", path: "/p", error: Odd()).description
                == "cannot read /p: odd failure")
    }
}
