import Foundation
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// Guarantee 1 (docs/reliability.md): an ingest killed with SIGKILL at any point loses and
/// duplicates nothing; running it again gives the store an uninterrupted ingest gives.
@Suite struct CrashSafetyTests {
    /// Kills `fstel ingest` (two plain files and a gzip file, 200-line batches) at seeded
    /// random moments, re-runs it after every kill, and after each completed sequence
    /// compares the whole store with an uninterrupted ingest. The store must be
    /// consistent after every single kill.
    @Test(.timeLimit(.minutes(6)))
    func sigkillAtTwentyFourRandomPointsLosesAndDuplicatesNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let input = try MixedInput(in: dir, sessions: 1000)
        let reference = dir.file("reference.sqlite")
        let started = Date()
        let full = try runExecutable(["ingest", "--db", reference, "--batch-lines", "200"] + input.files)
        let fullSeconds = seconds(since: started)
        #expect(full.status == 0, "\(full.stderr)")
        #expect(try storeInconsistencies(reference).isEmpty)

        var random = SeededRandom(seed: 0x5EED_0001)
        let wanted = 24
        var kills = 0
        var sequences = 0
        var killOffsets: Set<Int64> = []
        while kills < wanted && sequences < 40 {
            sequences += 1
            let victim = dir.file("killed-\(sequences).sqlite")
            var killsInSequence = 0
            // Roughly how long the rest of the ingest takes: each kill lands before its end.
            var remaining = fullSeconds
            while true {
                let process = try startExecutable(["ingest", "--db", victim, "--batch-lines", "200"] + input.files)
                // Anywhere from process start-up (migrations) to the end of the remaining work.
                let delay = Double.random(in: 0.005...max(0.05, remaining), using: &random)
                remaining = max(0.1, remaining - delay + 0.05)
                usleep(useconds_t(delay * 1_000_000))
                let killed = process.isRunning
                if killed { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
                // It may also have finished between the check and the signal.
                guard killed, process.terminationReason == .uncaughtSignal else {
                    #expect(process.terminationReason == .exit && process.terminationStatus == 0)
                    break
                }
                kills += 1
                killsInSequence += 1
                // The store after a kill: consistent, with a checkpoint that only committed rows reach.
                if FileManager.default.fileExists(atPath: victim) {
                    let problems = (try? storeInconsistencies(victim)) ?? []
                    #expect(problems.isEmpty, "after kill \(kills) (\(delay) s): \(problems)")
                    if let db = try? Store(path: victim, access: .read).database {
                        let total = try db.scalar(sql: "SELECT coalesce(sum(checkpoint_offset), 0) FROM sources").int64 ?? 0
                        killOffsets.insert(total)
                    }
                }
                if killsInSequence == 4 {
                    let rest = try runExecutable(["ingest", "--db", victim] + input.files)
                    #expect(rest.status == 0, "\(rest.stderr)")
                    break
                }
            }
            #expect(try storeDifferences(victim, reference: reference) == [], "sequence \(sequences)")
            #expect(try storeInconsistencies(victim).isEmpty, "sequence \(sequences)")
        }
        #expect(kills >= wanted, "only \(kills) ingests were still running when killed")
        // The kills landed at many different places of the input, not all at the start.
        #expect(killOffsets.count >= 10, "kills landed at only \(killOffsets.count) distinct checkpoints")
    }
}
