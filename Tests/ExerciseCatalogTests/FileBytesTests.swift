import CatalogTestSupport
import Foundation
import Testing

@testable import ExerciseCatalog

@Suite struct FileBytesTests {
    @Test func readsARegularFileWholeOrItsBeginning() throws {
        let folder = try TemporaryFolder()
        let path = folder.appending("data")
        let contents = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(contents).write(to: URL(fileURLWithPath: path))
        #expect(try FileBytes.read(path) == contents)
        #expect(try FileBytes.readPrefix(path, count: 3) == Array(contents[..<3]))
        #expect(try FileBytes.readPrefix(path, count: 300_000) == contents)
        #expect(try FileBytes.readPrefix(path, count: 0).isEmpty)
        #expect(try FileBytes.readPrefix(path, count: -1).isEmpty)
    }

    #if os(Linux)
        @Test("a regular file that says it is empty is read to its end all the same")
        func readsPastTheAnnouncedSize() throws {
            let path = "/proc/self/smaps"
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? UInt64 == 0)
            let text = String(decoding: try FileBytes.read(path), as: UTF8.self)
            #expect(text.utf8.count > 3 * 4_096)
            #expect(text.hasSuffix("\n"))
            #expect(text.contains("\nRss:"))
            #expect(try FileBytes.readPrefix(path, count: 10_000).count == 10_000)
        }
    #endif

    @Test("a FIFO is refused at once instead of waiting for a writer")
    func refusesAFIFOWithoutBlocking() throws {
        let folder = try TemporaryFolder()
        let path = folder.appending("exercises.json")
        #expect(mkfifo(path, 0o600) == 0)
        #expect {
            try FileBytes.read(path)
        } throws: { error in
            (error as? FileBytes.ReadError)?.reason == "not a regular file"
        }
        #expect {
            try FileBytes.readPrefix(path, count: 3)
        } throws: { error in
            (error as? FileBytes.ReadError)?.reason == "not a regular file"
        }
    }

    @Test func saysWhyAMissingFileCannotBeRead() throws {
        let folder = try TemporaryFolder()
        #expect {
            try FileBytes.read(folder.appending("missing"))
        } throws: { error in
            (error as? FileBytes.ReadError)?.reason == "No such file or directory"
        }
    }
}
