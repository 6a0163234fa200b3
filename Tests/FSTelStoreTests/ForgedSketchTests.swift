import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL

/// Sketch blobs can come from user SQL (`fstel sql` calls the sketch functions on any
/// blob): a forged one is an error, never a crash.
@Suite struct ForgedSketchTests {
    static let forged: [[UInt8]] = [
        [0x01, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01],      // gap Int64.min
        [0x01, 0x00, 0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x02], // gap Int64.max
        [0x01, 0x00, 0x82, 0xF1, 0x04, 0x02],                                          // bucket 40,000 + 1
        [0x01, 0x80, 0x80, 0x80],                                                      // truncated varint
        [0x02, 0x00],                                                                  // unknown format
    ]
    static let huge: [UInt8] = [0x01, 0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]  // zero count Int64.max

    @Test func forgedSketchesAreErrorsAndCountsThatWouldOverflowAreRefused() throws {
        for blob in Self.forged {
            var sketch = DurationSketch()
            #expect(throws: DurationSketchError.self, "\(blob)") { try sketch.merge(encoded: blob) }
        }
        var sketch = DurationSketch()
        try sketch.merge(encoded: Self.huge)
        #expect(sketch.count == Int.max)
        #expect(sketch.percentile(100) == 0 && sketch.percentile(1) == 0)
        #expect(throws: DurationSketchError.self) { try sketch.merge(encoded: Self.huge) }
        let merged = Self.huge.withUnsafeBytes { a in
            Self.huge.withUnsafeBytes { b in Result { () throws(DurationSketchError) in try DurationSketch.mergeEncoded(a, b) } }
        }
        #expect(throws: DurationSketchError.self) { try merged.get() }
        // A bucket at the largest count, another of the same size: refused, not trapped.
        let twoBuckets: [UInt8] = [0x01, 0x00, 0x02, 0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01,
                                   0x00, 0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]
        var other = DurationSketch()
        #expect(throws: DurationSketchError.self) { try other.merge(encoded: twoBuckets) }
    }
}
