import CatalogTestSupport
import Foundation
import Testing

@testable import TerminalDirectory

@Suite("System opener")
struct SystemOpenerTests {
    @Test("the $OTF_OPENER command gets the link last, the environment given and a process group of its own")
    func runsTheOpener() async throws {
        let folder = try TemporaryFolder()
        let script = folder.appending("record.sh")
        let record = folder.appending("opened")
        // The fifth field of /proc/PID/stat is the process group: the opener leads a group of its own.
        let group = "$(cut -d ' ' -f 5 /proc/$$/stat)"
        let line = "printf '%s|%s|%s|%s' \"$1\" \"$2\" \"$OTF_MARK\" \"$(($$ - \(group)))\""
        try Data("\(line) > \"$0.tmp\" && mv \"$0.tmp\" \(record)\n".utf8).write(
            to: URL(fileURLWithPath: script))
        let opener = SystemOpener(environment: [
            "OTF_OPENER": "/bin/sh \(script) first", "OTF_MARK": "marked",
        ])
        #expect(opener.command == ["/bin/sh", script, "first"])
        #expect(opener.open("https://www.instagram.com/p/abc/"))
        var opened: String?
        for _ in 0..<200 where opened == nil {
            try await Task.sleep(for: .milliseconds(25))
            opened = try? String(contentsOfFile: record, encoding: .utf8)
        }
        #expect(opened == "first|https://www.instagram.com/p/abc/|marked|0")
    }

    @Test("a program that does not exist cannot be started")
    func missingProgram() throws {
        let folder = try TemporaryFolder()
        let opener = SystemOpener(environment: ["OTF_OPENER": folder.appending("no-such-opener")])
        #expect(!opener.open("https://www.tiktok.com/@coach/video/1"))
    }
}
