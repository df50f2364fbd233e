import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Runs work on a thread of its own, for the few jobs split across two threads when loading or indexing.
///
/// On Linux the threads are POSIX threads kept by this type: the first use of libdispatch's global queue
/// starts a pool of threads (a manager and several workers, each with its own memory arena), which cost
/// a cold `otf search` about 1.5 ms of its 11 ms here, while one thread is all a job needs. A thread
/// whose job is done waits for the next one, so repeated jobs (an app indexing again) do not pay for
/// starting a thread each time; there are never more threads than jobs ever ran at once. Elsewhere the
/// work goes to the global queue.
enum DetachedThread {
    /// Starts `body` on another thread; runs it on this one when no thread can be started.
    static func start(_ body: @escaping @Sendable () -> Void) {
        #if canImport(Glibc)
            if let worker = idleWorkers.pop() {
                worker.assign(body)
            } else if !Worker.spawn(first: body) {
                body()
            }
        #else
            DispatchQueue.global(qos: .userInitiated).async(execute: body)
        #endif
    }

    #if canImport(Glibc)
        /// Threads waiting for work.
        fileprivate static let idleWorkers = IdleWorkers()
    #endif
}

#if canImport(Glibc)
    /// A POSIX thread that runs one job after another, waiting among ``DetachedThread``'s idle workers in
    /// between.
    private final class Worker: @unchecked Sendable {
        /// The next job: set by the assigning thread before it signals ``wake``, read after waiting.
        private var job: (@Sendable () -> Void)?
        /// Signalled when a job is assigned.
        private let wake = DispatchSemaphore(value: 0)

        /// Starts a thread that runs `first` and then waits for more; false when no thread could start.
        static func spawn(first: @escaping @Sendable () -> Void) -> Bool {
            let worker = Worker()
            worker.job = first
            let context = Unmanaged.passRetained(worker)
            var thread = pthread_t()
            let started = pthread_create(
                &thread, nil,
                { context in
                    guard let context else { return nil }
                    Unmanaged<Worker>.fromOpaque(context).takeRetainedValue().runJobs()
                }, context.toOpaque())
            guard started == 0 else {
                context.release()
                return false
            }
            pthread_detach(thread)
            return true
        }

        /// Hands `body` to this idle worker.
        func assign(_ body: @escaping @Sendable () -> Void) {
            job = body
            wake.signal()
        }

        /// Runs the first job, then each job assigned after the worker offered itself as idle; never
        /// returns.
        private func runJobs() -> Never {
            while true {
                if let job {
                    self.job = nil
                    job()
                }
                DetachedThread.idleWorkers.push(self)
                wake.wait()
            }
        }
    }

    /// The workers waiting for a job, most recently idle last.
    private final class IdleWorkers: @unchecked Sendable {
        private let lock = ThreadLock()
        private var workers: [Worker] = []

        /// Offers `worker` for the next job.
        func push(_ worker: Worker) {
            lock.withLock { workers.append(worker) }
        }

        /// Takes an idle worker, or nil when none is waiting.
        func pop() -> Worker? {
            lock.withLock { workers.popLast() }
        }
    }
#endif
