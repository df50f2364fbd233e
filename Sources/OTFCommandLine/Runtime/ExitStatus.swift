/// How `otf` exits: 0 ok, 1 not found or problems, 64 usage error (BSD sysexits EX_USAGE).
package enum ExitStatus: Int32, Sendable, Equatable {
    case success = 0
    case failure = 1
    case usage = 64
}
