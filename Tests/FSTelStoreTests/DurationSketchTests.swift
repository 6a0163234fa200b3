import Foundation
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL

/// SplitMix64, for reproducible values.
private struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

/// The exact nearest-rank percentile (rank ceil(p/100 · n)) of sorted values.
private func nearestRank(_ percent: Int, _ sorted: [Double]) -> Double {
    sorted[max(1, (percent * sorted.count + 99) / 100) - 1]
}

private func within(_ value: Double?, _ exact: Double) -> Bool {
    guard let value else { return false }
    return abs(value - exact) <= DurationSketch.relativeAccuracy * exact * (1 + 1e-12)
}

@Suite struct DurationSketchTests {
    /// Value sets with edge values: zeros, one value, the smallest and largest doubles,
    /// many equal values, animation-like times.
    static func samples() -> [[Double]] {
        var random = Random(state: 7)
        var logNormal: [Double] = []
        for _ in 0..<20_000 { logNormal.append((exp(5.8 + 0.5 * (random.unit() + random.unit() + random.unit() - 1.5) * 2) * 10).rounded() / 10) }
        var wide: [Double] = []
        for _ in 0..<5_000 { wide.append(pow(10, random.unit() * 12 - 3)) }
        return [
            logNormal,
            wide,
            [0],
            [0, 0, 0, 5],
            [1234.5],
            [Double.leastNonzeroMagnitude, 1e-300, 0.001, 1, 1e300, Double.greatestFiniteMagnitude],
            Array(repeating: 250, count: 1_000) + [0, 1e9],
            (1...100).map(Double.init),
        ]
    }

    @Test func percentilesAreWithinOnePercentOfTheNearestRankValue() {
        for values in Self.samples() {
            var sketch = DurationSketch()
            for v in values { sketch.add(v) }
            let sorted = values.sorted()
            #expect(sketch.count == values.count)
            for p in [1, 10, 25, 50, 75, 90, 95, 99, 100] {
                #expect(within(sketch.percentile(p), nearestRank(p, sorted)), "p\(p) of \(values.count) values: \(String(describing: sketch.percentile(p))) vs \(nearestRank(p, sorted))")
            }
            #expect(within(sketch.maxValue, sorted.last!))
            // Every rank, not only the usual percentiles.
            if values.count <= 100 {
                for rank in 1...values.count { #expect(within(sketch.value(atRank: rank), sorted[rank - 1])) }
            }
        }
        #expect(DurationSketch().percentile(50) == nil)
        var zeros = DurationSketch()
        zeros.add(0)
        #expect(zeros.percentile(50) == 0 && zeros.maxValue == 0)
    }

    @Test func mergingInAnyOrderOrEncodedGivesTheSameSketch() throws {
        let values = Self.samples()[0]
        var whole = DurationSketch()
        for v in values { whole.add(v) }
        var parts = [DurationSketch](repeating: DurationSketch(), count: 7)
        for (i, v) in values.enumerated() { parts[(i * 31) % 7].add(v) }
        var forward = DurationSketch(), backward = DurationSketch(), decoded = DurationSketch()
        for part in parts { forward.merge(part) }
        for part in parts.reversed() { backward.merge(part) }
        var encoded = DurationSketch().encoded()
        for part in parts {
            try decoded.merge(encoded: part.encoded())
            encoded = try part.encoded().withUnsafeBytes { b in try encoded.withUnsafeBytes { a in try DurationSketch.mergeEncoded(a, b) } }
        }
        for sketch in [forward, backward, decoded] {
            #expect(sketch.buckets.map { [$0.index, Int32($0.count)] } == whole.buckets.map { [$0.index, Int32($0.count)] })
            #expect(sketch.zeroCount == whole.zeroCount && sketch.count == whole.count)
        }
        #expect(encoded == whole.encoded())
        #expect(whole.encoded().count < 3 * whole.buckets.count + 8)
    }

    @Test func negativeWeightsTakeValuesOutAgain() throws {
        var sketch = DurationSketch()
        for v in [0.0, 120, 130, 5000] { sketch.add(v) }
        var change = DurationSketch()
        change.add(5000, weight: -1)
        change.add(0, weight: -1)
        change.add(140, weight: 1)
        sketch.merge(change)
        var expected = DurationSketch()
        for v in [120.0, 130, 140] { expected.add(v) }
        #expect(sketch.encoded() == expected.encoded())
        let merged = try expected.encoded().withUnsafeBytes { a in try change.encoded().withUnsafeBytes { b in try DurationSketch.mergeEncoded(a, b) } }
        #expect(merged.count < expected.encoded().count + change.encoded().count)
    }

    @Test func sqlFunctionsBuildAndMergeTheSameSketches() throws {
        let db = try Database.inMemory()
        try db.execute(sql: "CREATE TABLE d (g INTEGER, v REAL)")
        let values = Self.samples()[5] + Self.samples()[3] + [3, 300, 3000]
        for (i, v) in values.enumerated() { try db.execute(sql: "INSERT INTO d VALUES (?, ?)", arguments: [i % 2, v]) }
        try db.execute(sql: "INSERT INTO d VALUES (0, NULL)")
        var expected = DurationSketch()
        for v in values { expected.add(v) }
        let perGroup = try db.rows(sql: "SELECT fstel_duration_sketch(v) FROM d GROUP BY g ORDER BY g").map { $0[0] }
        var merged = DurationSketch()
        for case .blob(let bytes) in perGroup { try merged.merge(encoded: bytes) }
        #expect(merged.encoded() == expected.encoded())
        let both = try db.scalar(sql: """
            SELECT fstel_sketch_merge((SELECT fstel_duration_sketch(v) FROM d WHERE g = 0), (SELECT fstel_duration_sketch(v) FROM d WHERE g = 1))
            """)
        #expect(both == .blob(expected.encoded()))
        #expect(try db.scalar(sql: "SELECT fstel_sketch_merge(NULL, ?)", arguments: [DatabaseValue.blob(expected.encoded())]) == .blob(expected.encoded()))
        #expect(throws: SQLiteError.self) { try db.scalar(sql: "SELECT fstel_sketch_merge(x'02', x'01')") }
        #expect(throws: SQLiteError.self) { try db.scalar(sql: "SELECT fstel_sketch_merge(x'0100FF', x'01')") }
    }
}
