import Dispatch

/// A value made on another thread while the caller goes on with other work, or on the caller's thread
/// when that is not worth a thread; or handed over by another thread with ``supply(_:)``.
public final class ConcurrentResult<Value: Sendable>: @unchecked Sendable {
    /// Set once by the making or supplying thread before `done` is signalled, read only after waiting on
    /// it.
    private var value: Value?
    private let done = DispatchSemaphore(value: 0)

    /// Starts `make`, on another thread (``DetachedThread``) when `concurrently`, else right away on this
    /// thread.
    public init(concurrently: Bool, _ make: @escaping @Sendable () -> Value) {
        guard concurrently else {
            value = make()
            done.signal()
            return
        }
        DetachedThread.start { [self] in
            value = make()
            done.signal()
        }
    }

    /// A value that another thread hands over with ``supply(_:)``.
    public init() {}

    /// Hands over the value of a result made with ``init()``; call it once.
    public func supply(_ value: Value) {
        self.value = value
        done.signal()
    }

    /// Waits for the value and moves it out, so that the one thread that changes it changes no shared
    /// copy; after that, the result holds nothing and must not be waited for again.
    public func take() -> Value {
        done.wait()
        guard let taken = value else { preconditionFailure("signalled before the value was set") }
        value = nil
        return taken
    }

    /// Waits for the value and returns it.
    public func wait() -> Value {
        done.wait()
        done.signal()
        guard let value else { preconditionFailure("signalled before the value was set") }
        return value
    }
}
