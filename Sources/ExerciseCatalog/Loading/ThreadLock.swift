#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutual-exclusion lock over a POSIX mutex, for state that several threads share.
///
/// It does what Foundation's `NSLock` does, without Foundation, at the cost of one uncontended atomic
/// operation per use (a dispatch queue's `sync` costs dozens of times more).
final class ThreadLock: @unchecked Sendable {
    /// The mutex, at a fixed address for its whole life as POSIX requires.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// An unlocked lock.
    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        guard pthread_mutex_init(mutex, nil) == 0 else {
            preconditionFailure("pthread_mutex_init failed")
        }
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` while holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
