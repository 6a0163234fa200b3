#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mergeable quantile sketch of durations: DDSketch's logarithmic buckets with a relative
/// accuracy of 1%.
///
/// A value x > 0 falls in bucket i = ceil(log_γ x), which holds (γ^(i-1), γ^i], with
/// γ = (1 + a) / (1 - a) and a = ``relativeAccuracy``; 0 has a bucket of its own. A
/// bucket's value is 2γ^i / (γ + 1), within a·x of every x it holds. A quantile is the
/// value of the bucket that holds the value of that rank, so the nearest-rank percentile
/// read from a sketch is within 1% (relative) of the exact nearest-rank percentile of the
/// same values, however many sketches were merged: merging adds counts bucket by bucket,
/// so a merge loses nothing and its order does not matter. Counts may be negative in a
/// sketch that records a change (values moved or deleted); merged with the sketch it
/// changes, they cancel.
///
/// Stored as a small blob (``encoded()``): a format byte, the zero count, then the
/// non-empty buckets in ascending order, each as the gap from the previous index and its
/// count (zigzag varints). About 2-3 bytes per non-empty bucket; durations of 50 ms to
/// 5 s span about 230 buckets.
package struct DurationSketch: Sendable {
    /// The largest relative difference between a percentile read from a sketch and the
    /// exact nearest-rank percentile of the values it holds.
    package static let relativeAccuracy = 0.01
    /// The ratio of a bucket's upper bound to its lower bound.
    static let gamma = (1 + relativeAccuracy) / (1 - relativeAccuracy)
    private static let logGamma = log(gamma)
    private static let inverseLogGamma = 1 / logGamma
    private static let logTwoOverGammaPlusOne = log(2 / (gamma + 1))
    /// Bucket indices are clamped to ±indexLimit (beyond every finite double, ±36,900).
    fileprivate static let indexLimit: Int32 = 40_000
    /// The first byte of an encoded sketch.
    fileprivate static let formatVersion: UInt8 = 1

    /// How many values are 0 (or below: nothing stored is).
    package private(set) var zeroCount = 0
    /// How many values the sketch holds.
    package private(set) var count = 0
    /// counts[k] is the count of bucket `offset + k`.
    private var offset: Int32 = 0
    private var counts: [Int] = []

    /// An empty sketch.
    package init() {}

    /// The bucket of a value > 0 (values <= 0 and NaN go to the zero count).
    @inline(__always)
    package static func bucketIndex(_ value: Double) -> Int32 {
        let raw = (log(value) * inverseLogGamma).rounded(.up)
        if raw >= Double(indexLimit) { return indexLimit }
        if raw <= -Double(indexLimit) { return -indexLimit }
        return Int32(raw)
    }

    /// The value a bucket stands for: 2γ^i / (γ + 1), within ``relativeAccuracy`` of every
    /// value the bucket holds.
    fileprivate static func bucketValue(_ index: Int32) -> Double {
        // In log space, so that the bucket of the largest doubles does not overflow.
        Swift.min(exp(Double(index) * logGamma + logTwoOverGammaPlusOne), .greatestFiniteMagnitude)
    }

    /// True for values that go to the zero count rather than to a bucket.
    @inline(__always)
    static func isZero(_ value: Double) -> Bool { !(value > 0) }

    /// Adds `weight` values equal to `value` (a negative weight removes them).
    package mutating func add(_ value: Double, weight: Int = 1) {
        if Self.isZero(value) {
            zeroCount += weight
            count += weight
        } else {
            add(bucket: Self.bucketIndex(value), weight: weight)
        }
    }

    /// The bucket index that stands for the zero count where sketches are stored as one row
    /// per bucket (PostgreSQL's `duration_sketch`).
    package static let zeroBucket = Int32.min

    /// Adds `weight` values to bucket `index` (``zeroBucket``: to the zero count), as a
    /// bucket row of a stored sketch gives them.
    package mutating func add(bucketIndex index: Int32, weight: Int) {
        if index == Self.zeroBucket {
            zeroCount += weight
            count += weight
        } else {
            add(bucket: Swift.max(-Self.indexLimit, Swift.min(Self.indexLimit, index)), weight: weight)
        }
    }

    /// Adds `weight` to bucket `index`.
    package mutating func add(bucket index: Int32, weight: Int) {
        if counts.isEmpty {
            offset = index
            counts = [weight]
        } else if index < offset {
            counts.insert(contentsOf: repeatElement(0, count: Int(offset - index)), at: 0)
            offset = index
            counts[0] += weight
        } else {
            let k = Int(index - offset)
            if k >= counts.count { counts.append(contentsOf: repeatElement(0, count: k - counts.count + 1)) }
            counts[k] += weight
        }
        count += weight
    }

    /// Adds every count of `other`.
    package mutating func merge(_ other: DurationSketch) {
        zeroCount += other.zeroCount
        count += other.zeroCount
        for (k, c) in other.counts.enumerated() where c != 0 { add(bucket: other.offset + Int32(k), weight: c) }
    }

    /// Adds every count of an encoded sketch (``encoded()``).
    /// A blob whose counts would overflow is refused (``DurationSketchError``), never a trap:
    /// blobs can come from user SQL (`fstel sql`).
    package mutating func merge(encoded bytes: UnsafeRawBufferPointer) throws(DurationSketchError) {
        var reader = try SketchReader(bytes)
        guard !zeroCount.addingReportingOverflow(reader.zeroCount).overflow,
              !count.addingReportingOverflow(reader.zeroCount).overflow else { throw .overflow }
        zeroCount += reader.zeroCount
        count += reader.zeroCount
        while let (index, weight) = try reader.next() {
            guard !count.addingReportingOverflow(weight).overflow,
                  !bucketCount(index).addingReportingOverflow(weight).overflow else { throw .overflow }
            add(bucket: index, weight: weight)
        }
    }

    /// The count of bucket `index` (0 outside the buckets held).
    private func bucketCount(_ index: Int32) -> Int {
        let k = Int(index) - Int(offset)
        return counts.indices.contains(k) ? counts[k] : 0
    }

    /// Adds every count of an encoded sketch (``encoded()``).
    package mutating func merge(encoded bytes: [UInt8]) throws(DurationSketchError) {
        let failure = bytes.withUnsafeBytes { raw -> DurationSketchError? in
            do throws(DurationSketchError) {
                try merge(encoded: raw)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// The non-empty buckets, ascending: (index, count).
    package var buckets: [(index: Int32, count: Int)] {
        counts.enumerated().compactMap { k, c in c == 0 ? nil : (offset + Int32(k), c) }
    }

    /// The value of 1-based `rank` among the values, in ascending order (0 or a bucket's
    /// value); nil when the sketch holds no value.
    package func value(atRank rank: Int) -> Double? {
        guard count > 0 else { return nil }
        let rank = Swift.max(1, Swift.min(rank, count))
        var seen = zeroCount
        if seen >= rank { return 0 }
        for (k, c) in counts.enumerated() {
            seen &+= c   // only a forged sketch comes near overflowing
            if seen >= rank { return Self.bucketValue(offset + Int32(k)) }
        }
        return counts.lastIndex(where: { $0 > 0 }).map { Self.bucketValue(offset + Int32($0)) } ?? 0
    }

    /// The nearest-rank `percent` percentile (0 < percent <= 100): the value at rank
    /// ceil(percent/100 · n), within ``relativeAccuracy`` of the exact one; nil when empty.
    package func percentile(_ percent: Int) -> Double? {
        precondition(percent > 0 && percent <= 100, "percentile out of range")
        // ceil(percent · count / 100), without overflowing for any count.
        return value(atRank: count / 100 * percent + (count % 100 * percent + 99) / 100)
    }

    /// The largest value (its bucket's value), nil when empty.
    package var maxValue: Double? { value(atRank: count) }

    /// The sketch as stored: see the type's description.
    package func encoded() -> [UInt8] {
        var out: [UInt8] = [Self.formatVersion]
        out.reserveCapacity(8 + counts.count * 3)
        Varint.append(zigzag: Int64(zeroCount), to: &out)
        var previous: Int32 = 0
        for (k, c) in counts.enumerated() where c != 0 {
            let index = offset + Int32(k)
            Varint.append(zigzag: Int64(index - previous), to: &out)
            Varint.append(zigzag: Int64(c), to: &out)
            previous = index
        }
        return out
    }

    /// An encoded sketch of `zeroCount` zeros and the `(index, count)` buckets, which must
    /// be in ascending order of index, each index once.
    package static func encode(zeroCount: Int, buckets: some Sequence<(Int32, Int)>) -> [UInt8] {
        var out: [UInt8] = [formatVersion]
        Varint.append(zigzag: Int64(zeroCount), to: &out)
        var previous: Int32 = 0
        for (index, c) in buckets where c != 0 {
            Varint.append(zigzag: Int64(index - previous), to: &out)
            Varint.append(zigzag: Int64(c), to: &out)
            previous = index
        }
        return out
    }

    /// The sum of two encoded sketches, encoded, merged bucket by bucket without decoding
    /// either into a dense array (what the ingest's upsert calls on each conflict).
    package static func mergeEncoded(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) throws(DurationSketchError) -> [UInt8] {
        var x = try SketchReader(a)
        var y = try SketchReader(b)
        var out: [UInt8] = [formatVersion]
        out.reserveCapacity(a.count + b.count)
        let (zeros, overflow) = x.zeroCount.addingReportingOverflow(y.zeroCount)
        guard !overflow else { throw .overflow }
        Varint.append(zigzag: Int64(zeros), to: &out)
        var previous: Int32 = 0
        func sum(_ c: Int, _ d: Int) throws(DurationSketchError) -> Int {
            let (total, overflow) = c.addingReportingOverflow(d)
            guard !overflow else { throw .overflow }
            return total
        }
        func emit(_ index: Int32, _ c: Int) {
            guard c != 0 else { return }
            Varint.append(zigzag: Int64(index - previous), to: &out)
            Varint.append(zigzag: Int64(c), to: &out)
            previous = index
        }
        var p = try x.next()
        var q = try y.next()
        while true {
            switch (p, q) {
            case let ((i, c)?, (j, d)?):
                if i == j {
                    emit(i, try sum(c, d))
                    p = try x.next()
                    q = try y.next()
                } else if i < j {
                    emit(i, c)
                    p = try x.next()
                } else {
                    emit(j, d)
                    q = try y.next()
                }
            case let ((i, c)?, nil):
                emit(i, c)
                p = try x.next()
            case let (nil, (j, d)?):
                emit(j, d)
                q = try y.next()
            case (nil, nil):
                return out
            }
        }
    }
}

/// An encoded sketch that cannot be read.
package struct DurationSketchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with it.
    package var message: String
    /// The text shown.
    package var description: String { "malformed duration sketch: \(message)" }

    /// Counts too large to add up.
    package static let overflow = DurationSketchError(message: "counts too large to add up")
}

/// Reads the buckets of an encoded sketch in order.
struct SketchReader {
    private let bytes: UnsafeRawBufferPointer
    private var position = 1
    private var previous: Int32 = 0
    /// The zero count.
    private(set) var zeroCount = 0

    init(_ bytes: UnsafeRawBufferPointer) throws(DurationSketchError) {
        self.bytes = bytes
        if bytes.isEmpty { position = 0; return }   // an empty blob is an empty sketch
        guard bytes[0] == DurationSketch.formatVersion else {
            throw DurationSketchError(message: "format \(bytes[0]), expected \(DurationSketch.formatVersion)")
        }
        zeroCount = Int(try readZigzag())
    }

    private mutating func readZigzag() throws(DurationSketchError) -> Int64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count else { throw DurationSketchError(message: "truncated") }
            let byte = bytes[position]
            position += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { break }
            shift += 7
            if shift > 63 { throw DurationSketchError(message: "varint too long") }
        }
        return Int64(bitPattern: (result >> 1) ^ (0 &- (result & 1)))
    }

    /// The next bucket, or nil at the end.
    package mutating func next() throws(DurationSketchError) -> (Int32, Int)? {
        guard position < bytes.count, position > 0 else { return nil }
        let gap = try readZigzag()
        let (index, overflow) = Int64(previous).addingReportingOverflow(gap)
        let limit = Int64(DurationSketch.indexLimit)
        guard !overflow, index >= -limit, index <= limit else { throw DurationSketchError(message: "bucket index out of range") }
        previous = Int32(index)
        return (previous, Int(try readZigzag()))
    }
}

/// LEB128 varints of zigzag-coded integers.
enum Varint {
    @inline(__always)
    package static func append(zigzag value: Int64, to out: inout [UInt8]) {
        var v = UInt64(bitPattern: (value << 1) ^ (value >> 63))
        while v >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        out.append(UInt8(v))
    }
}
