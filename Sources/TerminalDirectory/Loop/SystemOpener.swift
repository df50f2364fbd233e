import Foundation

/// Opens an allow-listed link with the system's opener, without waiting for it.
public struct SystemOpener: Sendable {
    /// The program and its leading arguments; the link is appended.
    public var command: [String]

    /// `xdg-open` on Linux, `open` on macOS, or the command in `$OTF_OPENER` (split at spaces),
    /// which tests use to record what would be opened.
    public init(environment: [String: String]) {
        if let custom = environment["OTF_OPENER"], !custom.isEmpty {
            command = custom.split(separator: " ").map(String.init)
        } else {
            #if os(macOS)
                command = ["/usr/bin/open"]
            #else
                command = ["/usr/bin/env", "xdg-open"]
            #endif
        }
    }

    /// Starts the opener for `url`; returns false when it could not be started.
    public func open(_ url: String) -> Bool {
        guard let program = command.first else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = Array(command.dropFirst()) + [url]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }
}
