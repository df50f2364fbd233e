internal import Foundation

/// The terminfo database, asked only whether it describes a terminal: the programs a pager starts and
/// the pager itself (less) need the description, and without one they say the terminal "is not fully
/// functional".
package enum TerminfoDatabase {
    /// The system folders ncurses looks in after the user's own, on Linux distributions and macOS.
    static let systemFolders = [
        "/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo",
        "/usr/share/lib/terminfo",
        "/usr/local/share/terminfo", "/opt/homebrew/share/terminfo",
    ]

    /// The folders searched, in ncurses' order: `$TERMINFO`, `~/.terminfo`, each of `$TERMINFO_DIRS`, then
    /// the system's.
    static func folders(environment: [String: String]) -> [String] {
        var folders: [String] = []
        if let own = environment["TERMINFO"], !own.isEmpty { folders.append(own) }
        if let home = environment["HOME"], !home.isEmpty { folders.append(home + "/.terminfo") }
        folders += (environment["TERMINFO_DIRS"] ?? "").split(separator: ":").map(String.init)
        return folders + systemFolders
    }

    /// True when a folder of the database holds a description of `term` (filed under its first letter, or
    /// that letter's code in hexadecimal as on macOS); also true when there is no database at all to ask.
    package static func describes(_ term: String, environment: [String: String]) -> Bool {
        guard let first = term.utf8.first, !term.contains("/") else {
            return false
        }
        let files = FileManager.default
        let existing = folders(environment: environment).filter { files.fileExists(atPath: $0) }
        guard !existing.isEmpty else {
            return true
        }
        let hexadecimal = String(first, radix: 16)
        let letter = String(decoding: [first], as: UTF8.self)
        return existing.contains { folder in
            files.fileExists(atPath: "\(folder)/\(letter)/\(term)")
                || files.fileExists(atPath: "\(folder)/\(hexadecimal)/\(term)")
        }
    }
}
