internal import ExerciseCatalog

/// Which program opens links in this environment, or why none can; the one decision `otf browse` and
/// `otf open` share.
///
/// `$OTF_OPENER` (split at spaces, its program looked up on `PATH` when it has no slash) always wins, so
/// tests can record what would be opened. Otherwise macOS uses `/usr/bin/open`, except in an SSH session
/// (`SSH_CONNECTION` or `SSH_TTY` set), where it would open on the remote Mac's screen; Linux uses
/// `xdg-open` from `PATH`, and only with a display (`DISPLAY` or `WAYLAND_DISPLAY` set).
package enum OpenerChoice: Sendable, Equatable {
    /// Links open with this opener.
    case opener(SystemOpener)
    /// No opener can be used; `reason` says why, as a phrase such as "no display (…)".
    case unavailable(reason: String)

    /// The operating systems whose openers differ.
    package enum System: Sendable, Equatable {
        case linux
        case macOS

        /// The system this program runs on.
        package static var current: System {
            #if os(macOS)
                .macOS
            #else
                .linux
            #endif
        }
    }

    /// The status line of the full-screen app for a link that could not be opened: the link first, so
    /// that it can still be copied or typed (as `otf open` prints it), then why, such as
    /// "https://www.instagram.com/reel/C1/ — not opened: no display (…)".
    package static func notOpenedStatus(url: String, reason: String) -> String {
        "\(url) — not opened: \(reason)"
    }

    /// The status line of the full-screen app for a link whose opener started but could not be
    /// watched (``SystemOpener/Outcome/unwatched(reason:)``): the link, then why it may not have opened.
    package static func unknownOutcomeStatus(url: String, reason: String) -> String {
        "\(url) — perhaps not opened: \(reason)"
    }

    /// The choice for `environment` on this system; the opener runs with `environment`.
    package static func choose(environment: [String: String]) -> OpenerChoice {
        choose(environment: environment, system: .current, isExecutable: SystemCalls.isExecutable)
    }

    /// The choice for `environment` on `system`, where `isExecutable` tells whether a path is a program.
    package static func choose(
        environment: [String: String], system: System, isExecutable: (String) -> Bool
    ) -> OpenerChoice {
        let opener = { (command: [String]) in
            OpenerChoice.opener(SystemOpener(command: command, environment: environment))
        }
        let set = { (name: String) in !(environment[name] ?? "").isEmpty }
        let path = environment["PATH"] ?? ""
        func find(_ program: String) -> String? {
            program.contains("/")
                ? (isExecutable(program) ? program : nil)
                : path.split(separator: ":").map { "\($0)/\(program)" }.first(where: isExecutable)
        }
        if let custom = environment["OTF_OPENER"], !custom.isEmpty {
            let words = custom.split(separator: " ").map(String.init)
            guard let program = words.first.flatMap({ find($0) }) else {
                return .unavailable(
                    reason: "the $OTF_OPENER program \"\(EchoedText.quoted(words.first ?? ""))\" is not found"
                )
            }
            return opener([program] + words.dropFirst())
        }
        switch system {
        case .macOS:
            if set("SSH_CONNECTION") || set("SSH_TTY") {
                return .unavailable(reason: "an SSH session (it would open on the remote Mac's screen)")
            }
            return opener(["/usr/bin/open"])
        case .linux:
            guard set("DISPLAY") || set("WAYLAND_DISPLAY") else {
                return .unavailable(reason: "no display (neither DISPLAY nor WAYLAND_DISPLAY is set)")
            }
            guard let program = find("xdg-open") else {
                return .unavailable(reason: "xdg-open is not on PATH")
            }
            return opener([program])
        }
    }
}
