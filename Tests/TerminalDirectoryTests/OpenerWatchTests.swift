import CatalogTestSupport
import Foundation
import Testing

@testable import TerminalDirectory

@Suite("Opener watch")
struct OpenerWatchTests {
    /// An opener running `/bin/sh -c body` (the link is its `$0`).
    private static func opener(_ body: String) -> SystemOpener {
        SystemOpener(command: ["/bin/sh", "-c", body], environment: ["PATH": "/usr/bin:/bin"])
    }

    /// What `watch` reports while it watches, polled every 25 ms for up to 5 seconds: each status line,
    /// and whether it still watched anything at the end.
    private static func statuses(of watch: inout OpenerWatch) async throws -> (lines: [String], isEmpty: Bool)
    {
        var lines: [String] = []
        for _ in 0..<200 where !watch.isEmpty {
            if let line = watch.poll() { lines.append(line) }
            try await Task.sleep(for: .milliseconds(25))
        }
        return (lines, watch.isEmpty)
    }

    @Test("an opener that exits with a status other than 0 is reported on the status line with it")
    func reportsAFailingOpener() async throws {
        let system = Self.opener("exit 3")
        var watch = OpenerWatch()
        let running = try #require(system.launch("https://www.instagram.com/reel/C1/"))
        watch.watch(running, url: "https://www.instagram.com/reel/C1/")
        let seen = try await Self.statuses(of: &watch)
        #expect(seen.lines == ["https://www.instagram.com/reel/C1/ — not opened: sh failed (exit status 3)"])
        #expect(seen.isEmpty)
    }

    @Test("an opener that succeeds is watched no more and reports nothing")
    func aSucceedingOpenerSaysNothing() async throws {
        let system = Self.opener("exit 0")
        var watch = OpenerWatch()
        watch.watch(
            try #require(system.launch("https://www.tiktok.com/@coach/video/1")), url: "x")
        let seen = try await Self.statuses(of: &watch)
        #expect(seen.lines.isEmpty)
        #expect(seen.isEmpty)
    }

    @Test("an opener still running at the end of its watch is left running, reaped when it ends")
    func aLastingOpenerIsLeftRunning() async throws {
        let folder = try TemporaryFolder()
        let done = folder.appending("done")
        // It runs until the file `done` exists, then records its process id and exits 3.
        let system = Self.opener(
            "while [ ! -e '\(done)' ]; do sleep 0.05; done; echo $$ > '\(folder.appending("pid"))'; exit 3")
        var watch = OpenerWatch(watchTime: .milliseconds(200))
        watch.watch(
            try #require(system.launch("https://www.tiktok.com/@coach/video/2")), url: "x")
        let seen = try await Self.statuses(of: &watch)
        #expect(seen.lines.isEmpty, "a failure after the watch is not reported")
        #expect(seen.isEmpty)
        #expect(FileManager.default.createFile(atPath: done, contents: nil))
        let pid = try #require(
            try await eventually {
                (try? String(contentsOfFile: folder.appending("pid"), encoding: .utf8)).flatMap {
                    pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
                }
            })
        // A zombie still takes signal 0; once reaped, its process id is gone (ESRCH).
        let reaped = try await eventually { kill(pid, 0) == -1 && errno == ESRCH ? true : nil }
        #expect(reaped == true)
    }
}
