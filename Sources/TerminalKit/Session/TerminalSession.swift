internal import PlatformShims

/// The process's full-screen hold on the terminal: raw input, the alternate screen, a hidden cursor and
/// bracketed paste, all undone on every way out.
///
/// Starting a session saves the terminal settings and installs signal handlers (in C, using only
/// async-signal-safe calls) so that the terminal is put back when the session ends, when the process
/// exits, on SIGINT, SIGTERM, SIGHUP, SIGQUIT and the crash signals, and on every other signal whose
/// default action ends the process (SIGUSR1, SIGPIPE, SIGALRM, the real-time signals and the rest; taken
/// over only while nothing else handles or ignores them). After that the previous
/// disposition runs (a runtime's crash report; not for a crash signal sent by another process, which is
/// no crash), and then the signal is raised again with its default action, so the process always ends
/// of it, whatever the previous handler did. SIGTSTP restores the terminal and stops;
/// on SIGCONT raw mode and the screen modes come back and `wait(timeout:)` reports `.resumed`. SIGWINCH
/// is reported as `.resized`. Raw mode turns off signal keys, so Ctrl-C and Ctrl-Z arrive as keys: the
/// app quits on Ctrl-C and calls `suspend()` on Ctrl-Z.
///
/// Only one session can be active in a process. The event loop reads keys, updates its state, renders a
/// `Frame` and writes `FrameRenderer.diff(from:to:)` with one `write(_:)`.
package final class TerminalSession {
    /// What starting or resuming a session writes: alternate screen on, cursor hidden, bracketed paste
    /// on.
    package static let entrySequence =
        ControlSequence.enterAlternateScreen + ControlSequence.hideCursor
        + ControlSequence.enableBracketedPaste

    /// What ending or suspending a session writes: plain style, bracketed paste off, cursor shown,
    /// alternate screen off (which brings back the screen from before the session).
    package static let exitSequence =
        ControlSequence.resetStyle + ControlSequence.disableBracketedPaste + ControlSequence.showCursor
        + ControlSequence.leaveAlternateScreen

    /// The descriptor keys are read from.
    package let inputDescriptor: Int32
    /// The descriptor frames are written to.
    package let outputDescriptor: Int32
    /// Whether `end()` has yet to run.
    private var isActive = true

    /// Takes over the terminal on `input` and `output` (by default descriptors 0 and 1, standard input and
    /// output).
    package init(input: Int32 = 0, output: Int32 = 1) throws(TerminalSessionError) {
        guard SystemCalls.isTerminal(input), SystemCalls.isTerminal(output) else {
            throw .notATerminal
        }
        let entry = Self.entrySequence
        let exit = Self.exitSequence
        let code = otf_terminal_begin(input, output, entry, entry.utf8.count, exit, exit.utf8.count)
        switch code {
        case 0:
            break
        case SystemCalls.resourceBusy:
            throw .alreadyActive
        default:
            throw .systemCall(name: "terminal setup", code: code)
        }
        inputDescriptor = input
        outputDescriptor = output
    }

    deinit {
        end()
    }

    /// The current size of the terminal (80 × 24 when it does not say).
    package var size: TerminalSize {
        TerminalSize.current(of: outputDescriptor)
    }

    /// Waits until input is ready, the terminal is resized, the process is resumed after a stop, or
    /// `timeout` passes (nil waits without limit); returns what happened, empty after a timeout.
    package func wait(timeout: Duration?) throws(TerminalSessionError) -> TerminalWake {
        let milliseconds = timeout.map(Self.roundedUpMilliseconds) ?? -1
        let reasons = otf_terminal_wait(milliseconds)
        guard reasons >= 0 else {
            throw .systemCall(name: "poll", code: SystemCalls.lastError)
        }
        return TerminalWake(rawValue: reasons)
    }

    /// Reads the input that is ready (up to 4 KiB); returns nil at the end of input (end of file, or
    /// EIO from a terminal that hung up) and no bytes when nothing was ready after all.
    package func readInput() throws(TerminalSessionError) -> [UInt8]? {
        try SystemCalls.readReady(from: inputDescriptor, limit: 4096)
    }

    /// Writes `text` to the terminal in full.
    package func write(_ text: String) throws(TerminalSessionError) {
        try SystemCalls.writeAll(Array(text.utf8), to: outputDescriptor)
    }

    /// Stops the process (and its process group) as Ctrl-Z does in a shell.
    ///
    /// The terminal is restored first; when the process is continued the session comes back and
    /// `wait(timeout:)` reports `.resumed`. Does nothing when the process was started without job
    /// control (SIGTSTP ignored).
    package func suspend() {
        otf_terminal_suspend()
    }

    /// Gives the terminal back; safe to call more than once.
    ///
    /// Leaves the alternate screen, shows the cursor, turns bracketed paste off, and restores the saved
    /// terminal settings and the previous signal handlers.
    package func end() {
        guard isActive else {
            return
        }
        isActive = false
        otf_terminal_end()
    }

    /// `duration` in whole milliseconds, rounded up so a short timeout never becomes 0, and at most
    /// `Int32.max`.
    private static func roundedUpMilliseconds(_ duration: Duration) -> Int32 {
        guard duration > .zero else {
            return 0
        }
        let (seconds, attoseconds) = duration.components
        guard seconds < Int64(Int32.max / 1000) else {
            return Int32.max
        }
        let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
        let fraction = (attoseconds + attosecondsPerMillisecond - 1) / attosecondsPerMillisecond
        return Int32(seconds * 1000 + fraction)
    }
}
