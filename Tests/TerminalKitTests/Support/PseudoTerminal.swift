import PseudoTerminalShims

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// A pseudo-terminal pair for tests: the session runs on `terminal` (what a program sees as its
/// terminal) while the test plays the terminal emulator on `emulator`.
final class PseudoTerminal {
    /// Why a call on the pair failed.
    struct CallError: Error, CustomStringConvertible {
        /// The call that failed.
        let call: String
        /// Its errno value.
        let code: Int32

        var description: String { "\(call) failed with errno \(code)" }
    }

    /// The emulator's end (the pseudo-terminal master).
    let emulator: Int32
    /// The program's end (the pseudo-terminal slave), a real terminal for isatty and termios.
    let terminal: Int32

    /// Opens a new pair.
    init() throws(CallError) {
        var emulator: Int32 = -1
        var terminal: Int32 = -1
        let code = otf_test_open_pseudo_terminal(&emulator, &terminal)
        guard code == 0 else {
            throw CallError(call: "opening a pseudo-terminal", code: code)
        }
        self.emulator = emulator
        self.terminal = terminal
    }

    /// Whether the emulator's end is still open.
    private var emulatorIsOpen = true

    deinit {
        close(terminal)
        hangUp()
    }

    /// Closes the emulator's end, as when the terminal window is closed.
    func hangUp() {
        if emulatorIsOpen {
            close(emulator)
            emulatorIsOpen = false
        }
    }

    /// Types `text` as if the user pressed keys (the emulator sends its bytes to the program).
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(emulator, $0.baseAddress! + offset, $0.count - offset) }
            guard count > 0 else {
                return
            }
            offset += count
        }
    }

    /// What the program wrote to its terminal: reads until `count` bytes arrived, or nothing more comes
    /// within five seconds.
    func readOutput(count: Int) -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while received.count < count {
            var watched = pollfd(fd: emulator, events: Int16(POLLIN), revents: 0)
            guard poll(&watched, 1, 5000) == 1 else {
                break
            }
            let count = buffer.withUnsafeMutableBytes { read(emulator, $0.baseAddress, $0.count) }
            guard count > 0 else {
                break
            }
            received += buffer.prefix(count)
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Sets the window size, as a terminal emulator does when its window is resized.
    func resize(columns: UInt16, rows: UInt16) throws(CallError) {
        let code = otf_test_set_window_size(terminal, columns, rows)
        guard code == 0 else {
            throw CallError(call: "TIOCSWINSZ", code: code)
        }
    }

    /// The local flags (c_lflag) of the program's end, where raw mode shows.
    var localFlags: tcflag_t {
        var settings = termios()
        tcgetattr(terminal, &settings)
        return settings.c_lflag
    }

    /// The output flags (c_oflag) of the program's end.
    var outputFlags: tcflag_t {
        var settings = termios()
        tcgetattr(terminal, &settings)
        return settings.c_oflag
    }
}
