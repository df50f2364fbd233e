import Dispatch
import Testing

@testable import ExerciseCatalog

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Detached thread")
struct DetachedThreadTests {
    /// What the started body saw, written before it signals.
    private final class Record: @unchecked Sendable {
        var runs = 0
        var ranOnCaller = true
    }

    @Test("the body runs once, on a thread other than the caller's")
    func runsOnAnotherThread() {
        let record = Record()
        let done = DispatchSemaphore(value: 0)
        let caller = pthread_self()
        DetachedThread.start {
            record.runs += 1
            record.ranOnCaller = pthread_equal(pthread_self(), caller) != 0
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(record.runs == 1)
        #expect(!record.ranOnCaller)
    }

    @Test("many at once all finish")
    func many() {
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<32 {
            DetachedThread.start { done.signal() }
        }
        for _ in 0..<32 {
            #expect(done.wait(timeout: .now() + 30) == .success)
        }
    }

    @Test("a job that waits for a later job does not hold it up: each running job has its own thread")
    func jobsWaitingForEachOther() {
        let first = DispatchSemaphore(value: 0)
        let second = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        DetachedThread.start {
            // Waits for the second job, which must therefore run elsewhere.
            if second.wait(timeout: .now() + 30) == .success { done.signal() }
        }
        DetachedThread.start {
            second.signal()
            first.signal()
        }
        #expect(first.wait(timeout: .now() + 30) == .success)
        #expect(done.wait(timeout: .now() + 30) == .success)
    }
}
