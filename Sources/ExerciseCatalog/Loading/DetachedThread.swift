import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Runs work on a thread of its own, for the few jobs split across two threads when loading or indexing.
///
/// On Linux it is a POSIX thread: the first use of libdispatch's global queue starts a pool of threads
/// (a manager and several workers, each with its own memory arena), which cost a cold `otf search` about
/// 1.5 ms of its 11 ms here, while one thread is all the job needs. Elsewhere it is the global queue.
enum DetachedThread {
    /// Starts `body` on another thread; runs it on this one when no thread can be started.
    static func start(_ body: @escaping @Sendable () -> Void) {
        #if canImport(Glibc)
            let context = Unmanaged.passRetained(Work(body))
            var thread = pthread_t()
            let started = pthread_create(
                &thread, nil,
                { context in
                    guard let context else { return nil }
                    Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
                    return nil
                }, context.toOpaque())
            guard started == 0 else {
                context.release()
                body()
                return
            }
            pthread_detach(thread)
        #else
            DispatchQueue.global(qos: .userInitiated).async(execute: body)
        #endif
    }

    /// The work handed to a new thread.
    private final class Work: Sendable {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
}
