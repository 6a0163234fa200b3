import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL

/// The pieces the ingest writer gathers a batch's summaries with.
@Suite struct RollupDeltasTests {
    /// A small deterministic generator (xorshift), so that a failure can be replayed.
    struct Keys {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
    }

    @Test(arguments: [0, 1, 2, 3, 255, 256, 4_097])
    func radixSortOrdersKeysAsTheStandardSortDoes(count: Int) {
        var random = Keys(state: 0x9E37_79B9_7F4A_7C15 ^ UInt64(count))
        // Keys shaped like the writer's (a small index above a biased bucket), and others
        // that differ in every byte, in the sign bit only, or not at all.
        let shaped = (0..<count).map { _ in (random.next() % 70) << 32 | (0x8000_0000 &+ random.next() % 900 &- 300) }
        let any = (0..<count).map { _ in random.next() }
        let extremes = (0..<count).map { i in [UInt64.max, 0, 1 << 63, 0xFF][i % 4] }
        let same = [UInt64](repeating: 42, count: count)
        for keys in [shaped, any, extremes, same] {
            var sorted = keys
            RadixSort.sort(&sorted)
            #expect(sorted == keys.sorted())
        }
    }

    @Test(arguments: [0, 1, 2, 3, 300, 5_000])
    func summaryKeysPackedForARadixSortComeInTheOrderOfTheirComponents(count: Int) {
        var random = Keys(state: 0xC4CE_B9FE_1A85_EC53 ^ UInt64(count))
        func day() -> UInt64 { (1 << 63) ^ (20_770 + random.next() % 9) }
        // Like a batch's keys (a few days, small ranks, repeats), and keys too wide to pack.
        let shaped: [RollupDeltas.SortKey] = (0..<count).map { _ in
            (day(), random.next() % 12, random.next() % 3_000, random.next() % 40)
        }
        let wide: [RollupDeltas.SortKey] = (0..<count).map { _ in (random.next(), random.next() % 3, random.next(), 0) }
        let order = RollupDeltas.radixOrder(shaped)
        #expect(order != nil)
        if let order {
            #expect(order.sorted() == Array(0..<count))
            #expect(zip(order, order.dropFirst()).allSatisfy { !(shaped[$1] < shaped[$0]) })
        }
        #expect(count < 2 ? RollupDeltas.radixOrder(wide) != nil : RollupDeltas.radixOrder(wide) == nil)
        let ordered = Array(RollupDeltas.ordered(wide.indices) { wide[$0] })
        #expect(ordered.sorted() == Array(0..<count))
        #expect(zip(ordered, ordered.dropFirst()).allSatisfy { !(wide[$1] < wide[$0]) })
    }

    @Test func batchSketchesHoldEveryGatheredDurationUnderItsCoarseKey() throws {
        var deltas = RollupDeltas()
        let strategies = [deltas.strategy("transform"), deltas.strategy("present")]
        var expected: [RollupDeltas.CoarseKey: DurationSketch] = [:]
        var random = Keys(state: 12_345)
        // Durations of 0, below 1 ms (negative buckets), and up to minutes, over days,
        // directions and strategies; some transitions carry none.
        for i in 0..<5_000 {
            let key = RollupDeltas.Key(
                facts: RollupDeltas.unknownFacts, day: 20_000 + Int64(i % 3), enter: i % 2 == 0,
                strategy: strategies[i % 5 == 0 ? 1 : 0])
            let r = random.next()
            let duration = r % 7 == 0 ? 0 : Double(r % 200_000) / 1_000
            let hasDuration = r % 11 != 0
            deltas.add(key, outcome: UInt8(r % 4), extras: RollupDeltas.Extras(hasDuration: hasDuration, duration: duration))
            if hasDuration { expected[deltas.coarseKey(key), default: DurationSketch()].add(duration) }
        }
        let sketches = deltas.durationSketches()
        #expect(sketches.count == expected.count)
        #expect(Set(sketches.map(\.key)).count == sketches.count)
        for (key, encoded) in sketches {
            var sketch = DurationSketch()
            try sketch.merge(encoded: encoded)
            let want = try #require(expected[key])
            #expect(sketch.count == want.count && sketch.zeroCount == want.zeroCount)
            #expect(sketch.buckets.map { [Int($0.index), $0.count] } == want.buckets.map { [Int($0.index), $0.count] })
        }
    }

    @Test func sessionFactsFoundByTheirBytesAreTheFactsFoundByTheirStrings() {
        var deltas = RollupDeltas()
        func byBytes(_ name: String, _ version: String, _ device: String, _ app: String, _ major: Int64?, _ minor: Int64?) -> Int32 {
            var (name, version, device, app) = (name, version, device, app)
            return name.withUTF8 { n in version.withUTF8 { v in device.withUTF8 { d in app.withUTF8 { a in
                deltas.intern(
                    osName: UnsafeRawBufferPointer(n), osVersion: UnsafeRawBufferPointer(v), deviceModel: UnsafeRawBufferPointer(d),
                    appVersion: UnsafeRawBufferPointer(a), osMajor: major, osMinor: minor)
            } } } }
        }
        let first = byBytes("iOS", "17.4", "iPhone15,2", "5.1", 17, 4)
        #expect(byBytes("iOS", "17.4", "iPhone15,2", "5.1", 17, 4) == first)
        // Bytes that only move between fields, or numbers that differ, are other facts.
        let moved = byBytes("iOS", "17.4", "iPhone15,", "25.1", 17, 4)
        let noMinor = byBytes("iOS", "17.4", "iPhone15,2", "5.1", 17, nil)
        #expect(Set([first, moved, noMinor]).count == 3)
        // The same text spelled another way (é composed, then decomposed) is the same
        // facts, as Swift compares strings: found through the strings, every time.
        let composed = byBytes("iOS", "17.4", "iPhone15,2", "caf\u{E9}", 17, 4)
        let decomposed = byBytes("iOS", "17.4", "iPhone15,2", "cafe\u{301}", 17, 4)
        #expect(decomposed == composed)
        #expect(byBytes("iOS", "17.4", "iPhone15,2", "cafe\u{301}", 17, 4) == composed)
        // Facts first interned as strings (a stored session's row) are found by bytes.
        let stored = deltas.intern(RollupDeltas.Facts(
            osName: "iOS", osVersion: "16.0", deviceModel: "iPad", appVersion: "4", osMajor: 16, osMinor: 0))
        #expect(byBytes("iOS", "16.0", "iPad", "4", 16, 0) == stored)
        #expect(byBytes("iOS", "16.0", "iPad", "4", 16, 0) == stored)
        // Many sets: found again after the table grows.
        let many = (0..<3_000).map { byBytes("iOS", "\($0)", "d", "a", Int64($0), nil) }
        #expect(Set(many).count == 3_000)
        #expect((0..<3_000).map { byBytes("iOS", "\($0)", "d", "a", Int64($0), nil) } == many)
        #expect(deltas.intern(RollupDeltas.Facts(
            osName: "iOS", osVersion: "17.4", deviceModel: "iPhone15,2", appVersion: "5.1", osMajor: 17, osMinor: 4)) == first)
    }

    /// Distinct session facts (thousands of app versions x device models) are forgotten at
    /// a batch boundary once there are more than 16,384, so the writer's memory stays
    /// bounded; fewer are kept, and a fact interned again gets an index that reads back
    /// the same values.
    @Test func internedFactsAreForgottenPastTheirBoundAndKeptBelowIt() {
        func facts(_ i: Int) -> RollupDeltas.Facts {
            RollupDeltas.Facts(osName: "iOS", osVersion: "17.\(i % 10)", deviceModel: "iPhone12,1-\(i)", appVersion: "9.\(i / 100).\(i % 100)", osMajor: 17, osMinor: Int64(i % 10))
        }
        var deltas = RollupDeltas()
        for i in 0..<1000 { _ = deltas.intern(facts(i)) }
        deltas.removeAll()
        #expect(deltas.facts.count == 1000)
        for i in 0..<20_000 { _ = deltas.intern(facts(i)) }
        #expect(deltas.facts.count == 20_000)
        deltas.removeAll()
        #expect(deltas.facts.isEmpty)
        let again = deltas.intern(facts(12_345))
        #expect(deltas.facts[Int(again)] == facts(12_345))
        #expect(deltas.coarseFacts[Int(deltas.coarse(again))].appVersion == "9.123.45")
    }
}
