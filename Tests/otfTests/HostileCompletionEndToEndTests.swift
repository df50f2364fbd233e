import CatalogTestSupport
import Foundation
import ProcessSpawning
import Testing

/// The shell completions against a catalog whose completable fields hold shell syntax: each shell's own
/// completion machinery is run (bash's COMP_WORDS and `_otf`, zsh's Tab in a terminal and its `compadd`,
/// fish's `complete -C`), and nothing may run while every value comes back exactly as the catalog has it.
@Suite(.serialized) struct HostileCompletionEndToEndTests {
    /// A shell's path; nil when it is not installed (then the shell's tests are skipped, except under
    /// CI=true, where they run and fail: .ci/run installs every shell).
    private static func shell(_ name: String) -> String? {
        ["/bin/", "/usr/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map { $0 + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
    private static let inCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// A home folder holding a catalog at `c` whose muscles, equipment and creator ids are ``values``,
    /// one exercise each, and one exercise whose tags hold a line break (refused at load), and a program
    /// folder `bin` with `otf` in it.
    private final class Fixture {
        let home: TemporaryFolder
        var marker: String { home.appending("ran") }
        var catalog: String { home.appending("c") }
        var bin: String { home.appending("bin") }
        /// Every hostile value, and one everyday value.
        let values: [String]

        init() throws {
            home = try TemporaryFolder()
            let marker = home.appending("ran")
            // Each with a word of its own: values with the same words are one filter value.
            values = [
                "$(touch \(marker)) sub", "`touch \(marker)` tick", "semi;touch \(marker)",
                "pipe|touch \(marker)", "and&&touch \(marker)", "\"double\" 'single'", "star*", "[ab]? class",
                "{x,y} brace", "~root tilde", "$HOME var", "\\back slash", "<in >out", "bang!!", "TRX straps",
            ]
            var records: [[String: Any]] = []
            for (number, value) in (values + ["n\ntouch \(marker)"]).enumerated() {
                records.append([
                    "id": "e\(number)", "exercise_name": "Exercise \(number)", "category": "lower_body",
                    "muscle_groups": [value], "equipment": [value], "movement_type": "compound",
                    "coaching_cues": [String](),
                    "videos": [
                        [
                            "id": "v\(number)", "url": "https://www.instagram.com/reel/v\(number)/",
                            "source": "instagram", "thumbnail": "", "description": "",
                            "creator": [
                                "id": value, "display_name": "Creator", "handle": "creator",
                                "profile_url": "https://www.instagram.com/creator/",
                            ],
                        ]
                    ],
                ])
            }
            try home.write(try JSONSerialization.data(withJSONObject: records), to: "c/exercises.json")
            try home.makeFolder("bin")
            try FileManager.default.createSymbolicLink(
                atPath: home.appending("bin/otf"), withDestinationPath: OTFBinary.url.path)
        }

        /// The environment the shells run in: this home, `otf` first on the path, no installed catalog.
        var environment: [String: String] {
            var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("OTF_") }
            environment["HOME"] = home.path
            environment["XDG_DATA_HOME"] = OTFBinary.emptyDataHome
            environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            return environment
        }

        /// `script` (`otf completions SHELL`) written to a file in the home folder.
        func script(for shell: String) throws -> String {
            let printed = try OTFBinary.run(["completions", shell])
            #expect(printed.status == 0, "\(printed.error)")
            try home.write(printed.output, to: "otf.\(shell)")
            return home.appending("otf.\(shell)")
        }

        /// What each filter completes to for an empty word, under every way of naming the catalog.
        var cases: [(line: [String], expected: [String])] {
            var cases: [(line: [String], expected: [String])] = []
            for filter in ["--muscle", "--equipment", "--creator"] {
                cases.append((["otf", "--catalog", catalog, "search", filter, ""], values))
                cases.append((["otf", "search", "--catalog", "~/c", filter, ""], values))
            }
            cases.append((["otf", "search", "--catalog", catalog, "--equipment", "tr"], ["TRX straps"]))
            cases.append((["otf", "search", "--catalog", catalog, "--creator", "$(T"], [values[0]]))
            return cases
        }
    }

    @Test("bash: the values come back exactly, read as the command line reads them; nothing runs")
    func bash() throws {
        let fixture = try Fixture()
        let script = try fixture.script(for: "bash")
        // Each reply is put on a command line as bash would insert it, and that line is run.
        let snippet = """
            source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _otf
            for reply in "${COMPREPLY[@]}"; do eval "printf '%s\\0' $reply"; done
            """
        try expectEachCase(of: fixture, shell: ["/bin/bash", "-c", snippet, "bash", script])
    }

    /// Runs `shell` (a program and its arguments up to the script) with each case's words appended, and
    /// expects the values it prints, each ended by NUL, to be the case's, and nothing to have run.
    private func expectEachCase(of fixture: Fixture, shell: [String]) throws {
        for (line, expected) in fixture.cases {
            let result = try ChildProcess.run(
                shell[0], Array(shell.dropFirst()) + line, environment: fixture.environment, seconds: 60)
            #expect(result.status == 0, "\(line): \(String(decoding: result.error, as: UTF8.self))")
            let offered = result.output.split(separator: 0, omittingEmptySubsequences: false).dropLast()
                .map { String(decoding: $0, as: UTF8.self) }
            #expect(offered.sorted() == expected.sorted(), "\(line)")
            #expect(!FileManager.default.fileExists(atPath: fixture.marker), "\(line) ran catalog text")
        }
    }

    @Test(
        "zsh: compadd is given the values exactly; nothing runs",
        .enabled(if: shell("zsh") != nil || inCI))
    func zsh() throws {
        let zsh = try #require(Self.shell("zsh"), "zsh is missing (.ci/run installs it)")
        let fixture = try Fixture()
        let script = try fixture.script(for: "zsh")
        // compadd stands in for zsh's own, printing what it is given; _otf is called as zsh calls it.
        let snippet = """
            source "$1"; shift
            compadd() { [[ $1 == -U && $2 == -- ]] || return 1; shift 2; printf '%s\\0' "$@"; }
            words=("$@"); CURRENT=$#; _otf
            """
        try expectEachCase(of: fixture, shell: [zsh, "-f", "-c", snippet, "zsh", script])
    }

    @Test(
        "zsh at a terminal: Tab inserts the value quoted, case ignored, after --catalog ~/DIR; the line runs as typed",
        .enabled(if: (shell("zsh") != nil && TmuxSession.program != nil) || inCI))
    func zshAtATerminal() throws {
        let zsh = try #require(Self.shell("zsh"), "zsh is missing (.ci/run installs it)")
        let fixture = try Fixture()
        let script = try fixture.script(for: "zsh")
        let session = try TmuxSession(columns: 200, rows: 20, environment: [:])
        defer { session.kill() }
        // zsh's startup files may set PATH, so the program folder is put first once zsh runs.
        try session.send("exec env HOME=\(fixture.home.path) \(zsh) -f", "Enter")
        try session.send(
            "PATH=\(fixture.bin):$PATH XDG_DATA_HOME=\(OTFBinary.emptyDataHome); source \(script); PS1='> '",
            "Enter")
        try session.send("otf search --catalog ~/c --equipment tr", literal: true)
        try session.send("Tab")
        try session.waitFor("> otf search --catalog ~/c --equipment TRX\\ straps")
        try session.send("C-u")
        try session.send("otf search --catalog ~/c --creator '$(T", literal: true)
        try session.send("Tab")
        try session.waitFor("--creator '$(touch \(fixture.marker)) sub'")
        try session.send("Enter")
        try session.send("echo done-$?", "Enter")
        try session.waitFor("done-")
        #expect(!FileManager.default.fileExists(atPath: fixture.marker))
    }

    @Test(
        "fish: complete -C offers the values exactly; nothing runs",
        .enabled(if: shell("fish") != nil || inCI))
    func fish() throws {
        let fish = try #require(Self.shell("fish"), "fish is missing (.ci/run installs it)")
        let fixture = try Fixture()
        let script = try fixture.script(for: "fish")
        for (line, expected) in fixture.cases {
            // The line as typed: the last word is the one being completed.
            let typed = line.map { $0.isEmpty || $0 == "~/c" || !$0.contains("$") ? $0 : "'\($0)'" }
                .joined(separator: " ")
            let snippet = "source $argv[1]; complete -C $argv[2]"
            let result = try ChildProcess.run(
                fish, ["-c", snippet, script, typed], environment: fixture.environment, seconds: 60)
            #expect(result.status == 0, "\(line): \(String(decoding: result.error, as: UTF8.self))")
            let offered = String(decoding: result.output, as: UTF8.self).split(separator: "\n")
                .map { String($0.prefix { $0 != "\t" }) }
            #expect(offered.sorted() == expected.sorted(), "\(typed)")
            #expect(!FileManager.default.fileExists(atPath: fixture.marker), "\(typed) ran catalog text")
        }
    }
}
