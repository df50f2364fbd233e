/// What ended a `TerminalSession.wait(timeout:)`: any combination, or none when the timeout passed.
public struct TerminalWake: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int32

    /// A set from its bits.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Input is ready: call `TerminalSession.readInput()`.
    public static let input = TerminalWake(rawValue: 1)
    /// The terminal may have a new size: read `TerminalSession.size` and render again.
    public static let resized = TerminalWake(rawValue: 2)
    /// The process came back from a stop (Ctrl-Z, then `fg`) and the screen was reset: redraw the whole
    /// frame (diff from nil) at the current size.
    public static let resumed = TerminalWake(rawValue: 4)
}
