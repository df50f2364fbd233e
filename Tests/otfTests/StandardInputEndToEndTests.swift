import CatalogTestSupport
import Foundation
import ProcessSpawning
import Testing

/// `otf workout -` with every kind of standard input a shell can hand it: each unusable one is a clear
/// error (status 1, one line), never a trap, and nothing is read past the 1 MiB a paste may have.
@Suite struct StandardInputEndToEndTests {
    /// `otf workout -` run by `sh` with `redirection` (such as `<&-`) applied to it.
    private func workout(_ redirection: String, in folder: TemporaryFolder) throws -> ChildProcess.Outcome {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("OTF_") }
        environment["XDG_DATA_HOME"] = OTFBinary.emptyDataHome
        return try ChildProcess.run(
            "/bin/sh",
            ["-c", "cd \"$1\" && exec \"$0\" workout - \(redirection)", OTFBinary.url.path, folder.path],
            environment: environment, seconds: 60)
    }

    private static let tooLong =
        "longer than 1 MiB, the most a workout may be (as much as the terminal app keeps of a paste); "
        + "reading stopped there"

    @Test(
        "closed, a folder, open for writing only, an endless device: one clear error each",
        arguments: [
            ("<&-", "otf: standard input: closed (there is nothing to read)\n"),
            ("< .", "otf: standard input: a folder, not a text\n"),
            ("0>written", "otf: standard input: not open for reading (it was opened for writing only)\n"),
            ("< /dev/zero", "otf: standard input: \(tooLong)\n"),
        ])
    func unusableInputIsAClearError(redirection: String, message: String) throws {
        let folder = try TemporaryFolder()
        let outcome = try workout(redirection, in: folder)
        #expect(outcome.status == 1)
        #expect(String(decoding: outcome.error, as: UTF8.self) == message)
        #expect(outcome.output.isEmpty)
    }

    @Test("a workout of exactly 1 MiB is read; one byte more is refused, from standard input or a file")
    func theLimitIsThePasteLimit() throws {
        let folder = try TemporaryFolder()
        var bytes = Array("12 goblet squat\n".utf8)
        bytes += Array(repeating: UInt8(ascii: "\n"), count: (1 << 20) - bytes.count)
        try folder.write(Data(bytes), to: "full.txt")
        try folder.write(Data(bytes + [UInt8(ascii: "\n")]), to: "over.txt")
        let full = try workout("< full.txt", in: folder)
        #expect(full.status == 0, "\(String(decoding: full.error, as: UTF8.self))")
        #expect(String(decoding: full.output, as: UTF8.self).contains("Goblet Squat"))
        let over = try workout("< over.txt", in: folder)
        #expect(over.status == 1)
        #expect(String(decoding: over.error, as: UTF8.self) == "otf: standard input: \(Self.tooLong)\n")
        let file = try OTFBinary.run(["workout", folder.appending("over.txt")])
        #expect(file.status == 1)
        #expect(file.error == "otf: \(folder.appending("over.txt")): \(Self.tooLong)\n")
    }
}
