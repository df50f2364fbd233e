internal import Foundation

/// The terminfo database, asked whether it describes a terminal and how many colours it gives it: the
/// programs a pager starts and the pager itself (less) need the description, and without one they say the
/// terminal "is not fully functional"; a terminal of fewer than 8 colours (vt100, xterm-mono) gets none.
package enum TerminfoDatabase {
    /// What the database says of one terminal.
    package struct Description: Hashable, Sendable {
        /// Its `colors` (max_colors) number: 0 when the description has none, nil when it is not known
        /// (no database to ask, or a compiled file this reader does not understand).
        package var colors: Int?

        /// A description giving `colors` colours (nil: unknown).
        package init(colors: Int?) {
            self.colors = colors
        }
    }

    /// The system folders ncurses looks in after the user's own, on Linux distributions and macOS.
    static let systemFolders = [
        "/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo",
        "/usr/share/lib/terminfo",
        "/usr/local/share/terminfo", "/opt/homebrew/share/terminfo",
    ]

    /// The index of `max_colors` among the numeric capabilities of a compiled entry.
    static let colorsIndex = 13

    /// The most bytes read of a compiled entry (real ones are a few kilobytes).
    static let largestEntry = 65_536

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
        description(of: term, environment: environment) != nil
    }

    /// The database's description of `term`, nil when it has none; one of unknown colours when there is
    /// no database at all to ask.
    package static func description(of term: String, environment: [String: String]) -> Description? {
        guard let first = term.utf8.first, !term.contains("/") else {
            return nil
        }
        let files = FileManager.default
        let existing = folders(environment: environment).filter { files.fileExists(atPath: $0) }
        guard !existing.isEmpty else {
            return Description(colors: nil)
        }
        let hexadecimal = String(first, radix: 16)
        let letter = String(decoding: [first], as: UTF8.self)
        let candidates = existing.flatMap { ["\($0)/\(letter)/\(term)", "\($0)/\(hexadecimal)/\(term)"] }
        guard let path = candidates.first(where: { files.fileExists(atPath: $0) }) else {
            return nil
        }
        return Description(colors: compiledEntry(at: path).flatMap(colors(inCompiledEntry:)))
    }

    /// The first bytes (at most `largestEntry`) of the regular file at `path`, or nil when it is something
    /// else (a FIFO would block) or cannot be read.
    private static func compiledEntry(at path: String) -> [UInt8]? {
        let url = URL(fileURLWithPath: path)
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
            let handle = try? FileHandle(forReadingFrom: url)
        else {
            return nil
        }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: largestEntry)).map { [UInt8]($0) }
    }

    /// The `max_colors` number of a compiled terminfo entry (term(5): the legacy format, magic 0o432, with
    /// 16-bit numbers, or the extended one, magic 0o1036, with 32-bit numbers): 0 when the entry does not
    /// give it, nil when `bytes` are not such an entry.
    package static func colors(inCompiledEntry bytes: [UInt8]) -> Int? {
        func short(at offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= bytes.count else { return nil }
            return Int(Int16(bitPattern: UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8))
        }
        guard let magic = short(at: 0), magic == 0o432 || magic == 0o1036,
            let namesSize = short(at: 2), let booleanCount = short(at: 4), let numberCount = short(at: 6),
            namesSize >= 0, booleanCount >= 0, numberCount >= 0
        else {
            return nil
        }
        guard numberCount > colorsIndex else {
            return 0
        }
        let width = magic == 0o1036 ? 4 : 2
        var offset = 12 + namesSize + booleanCount
        offset += offset % 2
        let start = offset + colorsIndex * width
        guard start >= 0, start + width <= bytes.count else {
            return nil
        }
        var value = 0
        for index in (0..<width).reversed() {
            value = value << 8 | Int(bytes[start + index])
        }
        let signBit = 1 << (width * 8 - 1)
        value = value & signBit != 0 ? value - (signBit << 1) : value
        return max(value, 0)
    }
}
