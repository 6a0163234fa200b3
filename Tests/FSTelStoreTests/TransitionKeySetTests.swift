import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL

struct TransitionKeySetTests {
    private struct Pair: Hashable {
        var session: Int32
        var seq: Int64
    }

    @Test func keepsEachKeyOnceAsASetOfPairsDoesThroughGrowthAndEmptying() {
        var keys = TransitionKeySet()
        var reference = Set<Pair>()
        var random = SystemRandomNumberGenerator()
        // Small sessions and seqs (many repeats), seqs at and past 2^32, negative seqs.
        let seqs: [Int64] = [0, 1, 2, 7, Int64(UInt32.max) - 1, Int64(UInt32.max), Int64(UInt32.max) + 1, Int64.max, -1, Int64.min]
        for round in 0..<3 {
            for _ in 0..<60_000 {
                let session = Int32.random(in: 0..<(round == 1 ? 50 : 20_000), using: &random)
                let seq = Bool.random(using: &random) ? Int64.random(in: 0..<40, using: &random) : seqs.randomElement(using: &random)!
                let expected = reference.insert(.init(session: session, seq: seq)).inserted
                let inserted = keys.insert(session: session, seq: seq)
                #expect(inserted == expected)
            }
            // Every key held is found again.
            for key in reference {
                let inserted = keys.insert(session: key.session, seq: key.seq)
                #expect(!inserted)
            }
            keys.removeAll()
            reference.removeAll()
            let afterEmptying = [keys.insert(session: 0, seq: 0), keys.insert(session: 0, seq: Int64.max)]
            #expect(afterEmptying == [true, true])
            keys.removeAll()
        }
    }
}
