import Dispatch
import Testing

@testable import ExerciseCatalog

@Suite("Thread lock")
struct ThreadLockTests {
    /// A counter that is only safe to change under its lock.
    private final class Counter: @unchecked Sendable {
        let lock = ThreadLock()
        var value = 0
    }

    @Test("increments from many threads at once are never lost")
    func exclusive() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 {
                counter.lock.withLock { counter.value += 1 }
            }
        }
        #expect(counter.value == 80_000)
    }

    @Test("the body's result and errors come through, and the lock is free again after a throw")
    func resultsAndErrors() {
        struct Failure: Error {}
        let lock = ThreadLock()
        #expect(lock.withLock { 6 * 7 } == 42)
        #expect(throws: Failure.self) { try lock.withLock { throw Failure() } }
        #expect(lock.withLock { "free" } == "free")
    }
}
