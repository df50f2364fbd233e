/// What ended a `TerminalSession.wait(timeout:)`: any combination, or none when the timeout passed.
package struct TerminalWake: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    package let rawValue: Int32

    /// A set from its bits.
    package init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Input is ready: call `TerminalSession.readInput()`.
    package static let input = TerminalWake(rawValue: 1)
    /// The terminal may have a new size: read `TerminalSession.size` and render again.
    package static let resized = TerminalWake(rawValue: 2)
    /// The process came back from a stop (Ctrl-Z, then `fg`) and the screen was reset: redraw the whole
    /// frame (diff from nil) at the current size.
    package static let resumed = TerminalWake(rawValue: 4)
}
