import Foundation
import ProcessSpawning
import Testing

@Suite("Child process")
struct ChildProcessTests {
    private static let environment = ["PATH": "/usr/bin:/bin"]

    @Test("output and error are captured apart; the exit status is the program's")
    func capturesAndReportsTheStatus() throws {
        let outcome = try ChildProcess.run(
            "/bin/sh", ["-c", "printf out; printf err >&2; exit 3"], environment: Self.environment)
        #expect(outcome.status == 3)
        #expect(String(decoding: outcome.output, as: UTF8.self) == "out")
        #expect(String(decoding: outcome.error, as: UTF8.self) == "err")
    }

    @Test("a shell command reads the text it is given, as a pager does")
    func shellCommandReadsItsInput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("copy").path
        let exit = try ChildProcess.runShell(
            "cat > \(copy); exit 5", input: "one\ntwo\n", environment: Self.environment)
        #expect(exit.status == 5)
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == "one\ntwo\n")
    }

    @Test("a pager quit before the end of a long text stops the writing, not this process")
    func pagerQuitEarly() throws {
        let text = String(repeating: "a line of a long listing\n", count: 100_000)
        let exit = try ChildProcess.runShell(
            "head -c 10 > /dev/null", input: text, environment: Self.environment)
        #expect(exit.status == 0)
    }

    @Test("a child ended by a signal has status 128 + the signal number")
    func signalStatus() throws {
        let outcome = try ChildProcess.run("/bin/sh", ["-c", "kill -9 $$"], environment: Self.environment)
        #expect(outcome.status == 128 + 9)
    }

    @Test("a child still running at the deadline is killed, and the wait throws")
    func deadline() throws {
        let started = ContinuousClock.now
        #expect(throws: ChildProcess.Failure.self) {
            try ChildProcess.run("/bin/sleep", ["30"], environment: Self.environment, seconds: 0.2)
        }
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test("the peak memory includes what the child itself holds")
    func peakMemory() throws {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
            let ownKiB = Int(usage.ru_maxrss) / 1024
        #else
            getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
            let ownKiB = Int(usage.ru_maxrss)
        #endif
        // On Linux a child's peak starts at this process's, so the shell holds 16 MiB more than that.
        let heldKiB = ownKiB + 16 * 1024
        let exit = try ChildProcess(
            "/bin/sh", ["-c", "text=$(head -c \(heldKiB * 1024) /dev/zero | tr '\\000' a); echo ${#text}"],
            environment: Self.environment
        ).wait()
        #expect(exit.status == 0)
        #expect(exit.peakMemoryKiB >= heldKiB)
    }

    @Test("a program that does not exist cannot be started")
    func missingProgram() {
        #expect(throws: ChildProcess.Failure.self) {
            try ChildProcess("/no/such/program", [], environment: Self.environment)
        }
    }
}
