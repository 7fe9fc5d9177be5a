import Dispatch

/// The executor the phones' server runs its tasks on: threads of its own (a concurrent dispatch queue), not
/// the cooperative pool, which has one thread a core. A caller that blocks a pool thread while the server
/// starts or stops (a synchronous command waiting for its game; two such on a 2-core machine) then never
/// starves the server of the thread it needs to listen or to send the last states.
final class ServerExecutor: TaskExecutor {
    /// The one executor of every server in the process.
    static let shared = ServerExecutor()

    private let queue = DispatchQueue(label: "guess.phones.server", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
