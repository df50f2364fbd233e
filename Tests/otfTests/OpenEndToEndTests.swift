import CatalogTestSupport
import Foundation
import Testing

/// `otf open` with a fake `xdg-open` on PATH that records its argument.
@Suite struct OpenEndToEndTests {
    /// A catalog folder with one exercise whose demos are an allowed link and a look-alike host, and a
    /// folder holding the fake opener.
    private struct Setup {
        let folder: TemporaryFolder
        var catalog: String { folder.appending("catalog") }
        var bin: String { folder.appending("bin") }
        var recorded: String { folder.appending("opened") }

        init() throws {
            folder = try TemporaryFolder()
            let manager = FileManager.default
            try manager.createDirectory(
                atPath: folder.appending("catalog"), withIntermediateDirectories: true)
            try manager.createDirectory(atPath: folder.appending("bin"), withIntermediateDirectories: true)
            let good = CatalogFixtures.videoJSON(id: "GOOD1")
            let evil = CatalogFixtures.videoJSON(id: "EVIL2").replacingOccurrences(
                of: "https://www.instagram.com/reel/", with: "https://www.instagram.com.evil.example/reel/")
            let record = CatalogFixtures.exerciseJSON(id: "goblet-squat", videos: good + ", " + evil)
            try Data("[\(record)]".utf8).write(
                to: URL(fileURLWithPath: folder.appending("catalog/exercises.json")))
            try writeScript(
                "printf '%s' \"$*\" > \"\(recorded).tmp\" && mv \"\(recorded).tmp\" \"\(recorded)\"",
                to: folder.appending("bin/xdg-open"))
        }

        /// Runs `otf open ARGUMENTS --catalog …` with the fake opener on PATH and `display` as DISPLAY;
        /// with `opener`, the fake opener's script is those shell lines instead; with `launcher`, that
        /// starts `otf`.
        func open(
            _ arguments: [String], display: String?, opener: String? = nil, launcher: [String] = []
        ) throws -> OTFBinary.Result {
            if let opener {
                try writeScript(opener, to: bin + "/xdg-open")
            }
            var environment = ["PATH": "\(bin):/usr/bin:/bin", "WAYLAND_DISPLAY": ""]
            environment["DISPLAY"] = display ?? ""
            return try OTFBinary.run(
                ["open"] + arguments + ["--catalog", catalog], environment: environment, launcher: launcher)
        }

        /// What the fake opener recorded, once it has (waiting up to 5 seconds); nil if it never ran.
        func opened(waiting seconds: Int = 5) throws -> String? {
            for _ in 0..<(seconds * 40) {
                if let text = try? String(contentsOfFile: recorded, encoding: .utf8) { return text }
                Thread.sleep(forTimeInterval: 0.025)
            }
            return nil
        }
    }

    @Test("an allowed link is given to xdg-open found on PATH, by name as otf show takes it")
    func opensAnAllowedLink() throws {
        let setup = try Setup()
        let result = try setup.open(["goblet", "squat"], display: ":0")
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.text
                == "Opened Goblet Squat, demo 1 (Instagram · Coach Rudy): https://www.instagram.com/reel/GOOD1/\n"
        )
        #expect(try setup.opened() == "https://www.instagram.com/reel/GOOD1/")
    }

    @Test("an opener that fails is a failure with its exit status and the link printed, not \"Opened\"")
    func aFailingOpenerIsAFailure() throws {
        let setup = try Setup()
        let result = try setup.open(
            ["goblet-squat"], display: ":0", opener: "echo 'xdg-open: no method available' >&2\nexit 3")
        #expect(result.status == 1)
        #expect(result.text == "https://www.instagram.com/reel/GOOD1/\n")
        #expect(
            result.error.hasSuffix(
                "otf: xdg-open failed (exit status 3) to open Goblet Squat, demo 1 (Instagram · Coach Rudy); "
                    + "the link is printed instead\n"))
    }

    @Test(
        "an opener that cannot be waited for (otf started with SIGCHLD ignored) may have failed: not \"Opened\""
    )
    func anOpenerThatCannotBeWaitedForIsNotCalledOpened() throws {
        let setup = try Setup()
        // With SIGCHLD ignored the system reaps the opener itself, so waiting for it fails.
        let ignoringChildren = ["/bin/bash", "-c", "trap '' CHLD; exec \"$0\" \"$@\""]
        let result = try setup.open(
            ["goblet-squat"], display: ":0", opener: "exit 3", launcher: ignoringChildren)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.text == "https://www.instagram.com/reel/GOOD1/\n")
        #expect(
            result.error
                == "otf: started xdg-open for Goblet Squat, demo 1 (Instagram · Coach Rudy), but waiting for "
                + "xdg-open failed: No child processes, so it may not have opened; the link is printed too\n")
    }

    @Test("an opener still running after the wait (a browser started directly) counts as opened")
    func aLastingOpenerCountsAsOpened() throws {
        let setup = try Setup()
        let result = try setup.open(
            ["goblet-squat"], display: ":0",
            opener: "printf '%s' \"$*\" > \"\(setup.recorded)\"\nexec sleep 8")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.text.hasPrefix("Opened Goblet Squat, demo 1"))
        #expect(try setup.opened() == "https://www.instagram.com/reel/GOOD1/")
    }

    @Test("a link that fails the allow-list is refused with the reason, and nothing is started")
    func refusesAHostileLink() throws {
        let setup = try Setup()
        let result = try setup.open(["goblet-squat", "--video", "2"], display: ":0")
        #expect(result.status == 1)
        #expect(result.text.isEmpty)
        #expect(result.error.hasPrefix("otf: Goblet Squat, demo 2: link not opened ("))
        #expect(result.error.contains("https://www.instagram.com.evil.example/reel/EVIL2/"))
        #expect(try setup.opened(waiting: 1) == nil)
    }

    @Test("without a display the link is printed instead, with why, and nothing is started")
    func printsTheLinkWithoutADisplay() throws {
        let setup = try Setup()
        let result = try setup.open(["goblet-squat", "--video", "1"], display: nil)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.text == "https://www.instagram.com/reel/GOOD1/\n")
        #expect(
            result.error
                == "otf: not opened: no display (neither DISPLAY nor WAYLAND_DISPLAY is set); the link of "
                + "Goblet Squat, demo 1 (Instagram · Coach Rudy) is printed instead\n")
        #expect(try setup.opened(waiting: 1) == nil)
    }

    @Test("the sample's placeholder links are refused; a missing demo and a bad --video are said")
    func sampleAndNumbers() throws {
        let sample = try OTFBinary.run(["open", "goblet-squat"], environment: ["DISPLAY": ":0"])
        #expect(sample.status == 1)
        #expect(
            sample.error.contains(
                "link not opened (the sample catalog's links are placeholders, not real posts)"))
        let setup = try Setup()
        let missing = try setup.open(["goblet-squat", "--video", "3"], display: ":0")
        #expect(missing.status == 1)
        #expect(missing.error == "otf: Goblet Squat: no demo 3: it has 2 demos (--video 1 to 2)\n")
        let usage = try setup.open(["goblet-squat", "--video", "two"], display: ":0")
        #expect(usage.status == 64)
    }
}

/// Writes an executable shell script of `lines` to `path`.
///
/// The file is opened with close-on-exec, unlike by Foundation's `Data.write`: a program another test
/// starts meanwhile would otherwise inherit it open for writing, and running the script while that
/// program lives would fail ("Text file busy").
private func writeScript(_ lines: String, to path: String) throws {
    let bytes = Array("#!/bin/sh\n\(lines)\n".utf8)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw ScriptFailure(path: path) }
    defer { close(descriptor) }
    guard write(descriptor, bytes, bytes.count) == bytes.count else { throw ScriptFailure(path: path) }
}

/// A script could not be written.
private struct ScriptFailure: Error {
    /// Where it was to be written.
    let path: String
}
