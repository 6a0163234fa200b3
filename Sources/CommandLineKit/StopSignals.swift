import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signal (SIGINT or SIGTERM) that asked the running command to stop, or 0.
private let receivedStopSignal = Atomic<Int32>(0)

/// SIGINT and SIGTERM ask a long command (`ingest`) to stop cleanly: it commits what it
/// read and exits with 128 + the signal number, instead of dying mid-batch.
package enum StopSignals {
    /// Installs the handlers (without SA_RESTART, so a blocked read returns at once).
    package static func install() {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { signal in receivedStopSignal.store(signal, ordering: .relaxed) }
        #else
        action.__sigaction_u.__sa_handler = { signal in receivedStopSignal.store(signal, ordering: .relaxed) }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        // A parent may have started us with them blocked (some test runners and
        // supervisors do); they are this command's way to stop, so unblock them.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// The signal received, or 0.
    package static var received: Int32 { receivedStopSignal.load(ordering: .relaxed) }
}
