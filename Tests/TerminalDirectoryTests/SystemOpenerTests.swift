import CatalogTestSupport
import Foundation
import Testing

@testable import TerminalDirectory

@Suite("System opener")
struct SystemOpenerTests {
    /// An opener that runs `/bin/sh script first` with `OTF_MARK` set, where `script` runs `body` and
    /// then writes `record` (its quoted arguments for printf) to the file `opened`, in one step.
    private struct RecordingOpener {
        let folder: TemporaryFolder
        let opener: SystemOpener

        init(body: String = "", record: String) throws {
            folder = try TemporaryFolder()
            let script = folder.appending("record.sh")
            let text =
                "\(body)\nprintf '%s' \(record) > \"$0.tmp\" && mv \"$0.tmp\" \(folder.appending("opened"))\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: script))
            let environment = [
                "OTF_OPENER": "/bin/sh \(script) first", "OTF_MARK": "marked", "PATH": "/usr/bin:/bin",
            ]
            guard case .opener(let chosen) = OpenerChoice.choose(environment: environment) else {
                throw ChoiceFailure()
            }
            #expect(chosen.command == ["/bin/sh", script, "first"])
            opener = chosen
        }

        /// What the opener recorded, once it has (waiting up to 5 seconds).
        func recorded() async throws -> String? {
            try await eventually { try? String(contentsOfFile: folder.appending("opened"), encoding: .utf8) }
        }
    }

    @Test("the $OTF_OPENER command gets the link last, the environment given and a process group of its own")
    func runsTheOpener() async throws {
        // `ps -o pgid=` prints the process group: the opener's equals its own process id.
        let recording = try RecordingOpener(
            record: "\"$1|$2|$OTF_MARK|$(($$ - $(ps -o pgid= -p $$)))\"")
        try #require(recording.opener.launch("https://www.instagram.com/p/abc/")).release()
        #expect(try await recording.recorded() == "first|https://www.instagram.com/p/abc/|marked|0")
    }

    @Test("the opener's input, output and error are /dev/null, so it cannot write on the app's screen")
    func standardStreamsAreTheNullDevice() async throws {
        // Tested outside a command substitution, whose output is a pipe.
        let streams = (0...2).map { "[ /dev/fd/\($0) -ef /dev/null ]" }.joined(separator: " && ")
        let recording = try RecordingOpener(
            body: "if \(streams); then streams=null; else streams=other; fi", record: "\"$streams\"")
        try #require(recording.opener.launch("https://www.tiktok.com/@coach/video/1")).release()
        #expect(try await recording.recorded() == "null")
    }

    @Test("an opener that leaves a program running is reaped as soon as it exits, not left a zombie")
    func reapsTheOpenerAtOnce() async throws {
        let recording = try RecordingOpener(body: "sleep 600 &", record: "\"$$ $!\"")
        try #require(recording.opener.launch("https://www.tiktok.com/@coach/video/2")).release()
        let pids = try #require(try await recording.recorded()).split(separator: " ").compactMap { pid_t($0) }
        try #require(pids.count == 2)
        defer { kill(pids[1], SIGKILL) }
        // A zombie still takes signal 0; once reaped, its process id is gone (ESRCH).
        let reaped = try await eventually { kill(pids[0], 0) == -1 && errno == ESRCH ? true : nil }
        #expect(reaped == true)
        #expect(kill(pids[1], 0) == 0, "the program the opener started still runs")
    }

    @Test("a program that does not exist cannot be started")
    func missingProgram() throws {
        let folder = try TemporaryFolder()
        let opener = SystemOpener(command: [folder.appending("no-such-opener")], environment: [:])
        #expect(opener.launch("https://www.tiktok.com/@coach/video/1") == nil)
    }
}

/// `OpenerChoice` chose no opener where one was expected.
private struct ChoiceFailure: Error {}

/// `value()` once it is not nil, looking every 25 ms for up to 5 seconds; nil if it never is.
func eventually<Value>(_ value: () throws -> Value?) async throws -> Value? {
    for _ in 0..<200 {
        if let found = try value() { return found }
        try await Task.sleep(for: .milliseconds(25))
    }
    return nil
}
