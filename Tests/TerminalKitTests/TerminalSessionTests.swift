import TerminalKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// The session on a pseudo-terminal inside the test process.
///
/// One session at a time can exist in a process, so these tests run one after another. Stopping (SIGTSTP) and the terminating signals would
/// stop or end the test process itself; the end-to-end test of the terminal app covers them.
@Suite(.serialized) struct TerminalSessionTests {
    /// The raw-mode flags a session must turn off.
    private static let rawModeFlags = tcflag_t(ICANON | ECHO | ISIG | IEXTEN)

    @Test func refusesToStartWithoutATerminal() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        #expect(throws: TerminalSessionError.notATerminal) {
            _ = try TerminalSession(input: ends[0], output: ends[1])
        }
    }

    @Test func takesOverTheTerminalAndGivesItBack() throws {
        let pty = try PseudoTerminal()
        let cookedFlags = pty.localFlags
        let outputFlags = pty.outputFlags
        #expect(cookedFlags & Self.rawModeFlags == Self.rawModeFlags)
        let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
        #expect(pty.readOutput(count: 21) == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h")
        #expect(pty.localFlags & Self.rawModeFlags == 0)
        #expect(pty.outputFlags == outputFlags)
        session.end()
        #expect(pty.readOutput(count: 25) == "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l")
        #expect(pty.localFlags == cookedFlags)
        session.end()
        #expect(pty.localFlags == cookedFlags)
    }

    @Test func readsKeysTypedIntoTheTerminal() throws {
        let pty = try PseudoTerminal()
        let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
        defer { session.end() }
        pty.type("\u{1B}[Aq\u{3}")
        var decoder = KeyDecoder()
        var keys: [Key] = []
        while keys.count < 3, try session.wait(timeout: .seconds(5)).contains(.input),
            let bytes = try session.readInput()
        {
            keys += decoder.decode(bytes)
        }
        #expect(keys == [.up, .text("q"), .control("c")])
    }

    @Test func writesToTheTerminal() throws {
        let pty = try PseudoTerminal()
        let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
        defer { session.end() }
        _ = pty.readOutput(count: 21)
        try session.write("\u{1B}[1;1H\u{65E5}\u{672C}")
        #expect(pty.readOutput(count: 12) == "\u{1B}[1;1H\u{65E5}\u{672C}")
    }

    @Test func reportsTheEndOfInputWhenTheTerminalHangsUp() throws {
        let pty = try PseudoTerminal()
        let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
        defer { session.end() }
        pty.hangUp()
        #expect(try session.wait(timeout: .seconds(5)) == .input)
        #expect(try session.readInput() == nil)
    }

    @Test func reportsAResize() throws {
        let pty = try PseudoTerminal()
        let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
        defer { session.end() }
        kill(getpid(), SIGWINCH)
        #expect(try session.wait(timeout: .seconds(5)) == .resized)
    }

    @Test func comesBackAfterTheProcessIsContinued() throws {
        let pty = try PseudoTerminal()
        let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
        defer { session.end() }
        _ = pty.readOutput(count: 21)
        kill(getpid(), SIGCONT)
        #expect(try session.wait(timeout: .seconds(5)) == .resumed)
        #expect(pty.readOutput(count: 21) == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h")
        #expect(pty.localFlags & Self.rawModeFlags == 0)
    }

    @Test func reportsNothingWhenTheTimeoutPasses() throws {
        let pty = try PseudoTerminal()
        let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
        defer { session.end() }
        #expect(try session.wait(timeout: .milliseconds(1)) == [])
    }

    @Test func allowsOneSessionAtATime() throws {
        let pty = try PseudoTerminal()
        let first = try TerminalSession(input: pty.terminal, output: pty.terminal)
        #expect(throws: TerminalSessionError.alreadyActive) {
            _ = try TerminalSession(input: pty.terminal, output: pty.terminal)
        }
        first.end()
        let second = try TerminalSession(input: pty.terminal, output: pty.terminal)
        second.end()
    }

    @Test func measuresTheTerminal() throws {
        let pty = try PseudoTerminal()
        #expect(TerminalSize.current(of: pty.terminal) == TerminalSize(columns: 80, rows: 24))
        try pty.resize(columns: 100, rows: 30)
        #expect(TerminalSize.current(of: pty.terminal) == TerminalSize(columns: 100, rows: 30))
        let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
        defer { session.end() }
        #expect(session.size == TerminalSize(columns: 100, rows: 30))
    }
}
