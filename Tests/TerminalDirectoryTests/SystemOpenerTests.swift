import CatalogTestSupport
import Foundation
import Testing

@testable import TerminalDirectory

@Suite("System opener")
struct SystemOpenerTests {
    @Test("the $OTF_OPENER command gets the link as its last argument, with the environment given")
    func runsTheOpener() async throws {
        let folder = try TemporaryFolder()
        let script = folder.appending("record.sh")
        let record = folder.appending("opened")
        try Data(
            "printf '%s|%s|%s' \"$1\" \"$2\" \"$OTF_MARK\" > \"$0.tmp\" && mv \"$0.tmp\" \(record)\n".utf8
        )
        .write(to: URL(fileURLWithPath: script))
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
        #expect(opened == "first|https://www.instagram.com/p/abc/|marked")
    }

    @Test("a program that does not exist cannot be started")
    func missingProgram() throws {
        let folder = try TemporaryFolder()
        let opener = SystemOpener(environment: ["OTF_OPENER": folder.appending("no-such-opener")])
        #expect(!opener.open("https://www.tiktok.com/@coach/video/1"))
    }
}
