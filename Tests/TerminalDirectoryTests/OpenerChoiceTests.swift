import Testing

@testable import TerminalDirectory

@Suite("Opener choice")
struct OpenerChoiceTests {
    /// The programs that exist in these tests.
    private static let programs: Set<String> = ["/usr/bin/xdg-open", "/opt/fake/record", "/usr/bin/open"]

    private func choose(_ environment: [String: String], on system: OpenerChoice.System) -> OpenerChoice {
        OpenerChoice.choose(environment: environment, system: system) { Self.programs.contains($0) }
    }

    private func command(_ choice: OpenerChoice) -> [String]? {
        if case .opener(let opener) = choice { opener.command } else { nil }
    }

    @Test("Linux with a display: xdg-open as found on PATH, with the environment given")
    func linuxWithDisplay() {
        let environment = ["DISPLAY": ":0", "PATH": "/bin:/usr/bin"]
        #expect(
            choose(environment, on: .linux)
                == .opener(SystemOpener(command: ["/usr/bin/xdg-open"], environment: environment)))
        #expect(
            command(choose(["WAYLAND_DISPLAY": "wayland-0", "PATH": "/usr/bin"], on: .linux)) == [
                "/usr/bin/xdg-open"
            ])
    }

    @Test("Linux without a display, or an empty one, opens nothing (SSH without X forwarding)")
    func linuxWithoutDisplay() {
        let reason = "no display (neither DISPLAY nor WAYLAND_DISPLAY is set)"
        #expect(
            choose(["PATH": "/usr/bin", "SSH_TTY": "/dev/pts/1"], on: .linux) == .unavailable(reason: reason))
        #expect(choose(["PATH": "/usr/bin", "DISPLAY": ""], on: .linux) == .unavailable(reason: reason))
    }

    @Test("Linux without xdg-open on PATH opens nothing")
    func linuxWithoutXdgOpen() {
        #expect(
            choose(["DISPLAY": ":0", "PATH": "/bin:/opt/fake"], on: .linux)
                == .unavailable(reason: "xdg-open is not on PATH"))
        #expect(choose(["DISPLAY": ":0"], on: .linux) == .unavailable(reason: "xdg-open is not on PATH"))
    }

    @Test("macOS: /usr/bin/open, except in an SSH session")
    func macOS() {
        #expect(command(choose([:], on: .macOS)) == ["/usr/bin/open"])
        #expect(
            choose(["SSH_CONNECTION": "10.0.0.2 51000 10.0.0.1 22"], on: .macOS)
                == .unavailable(reason: "an SSH session (it would open on the remote Mac's screen)"))
    }

    @Test("$OTF_OPENER wins without a display: a path as is, a bare name from PATH, its words kept")
    func customOpener() {
        #expect(
            command(choose(["OTF_OPENER": "/opt/fake/record --flag"], on: .linux)) == [
                "/opt/fake/record", "--flag",
            ])
        #expect(
            command(choose(["OTF_OPENER": "record", "PATH": "/bin:/opt/fake"], on: .macOS)) == [
                "/opt/fake/record"
            ])
        #expect(
            choose(["OTF_OPENER": "/opt/none", "DISPLAY": ":0", "PATH": "/usr/bin"], on: .linux)
                == .unavailable(reason: "the $OTF_OPENER program \"/opt/none\" is not found"))
    }

    @Test("the real check: /bin/sh runs, a folder and a missing file do not")
    func executableCheck() {
        #expect(SystemCalls.isExecutable("/bin/sh"))
        #expect(!SystemCalls.isExecutable("/usr/bin"))
        #expect(!SystemCalls.isExecutable("/no/such/program"))
    }
}
