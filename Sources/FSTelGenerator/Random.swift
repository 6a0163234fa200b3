/// SplitMix64: a small, fast, seedable generator. The generator never uses the
/// system's random source, so the same seed always gives the same bytes.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state.
    public var state: UInt64

    /// A generator started from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    @inline(__always)
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return SplitMix64.mix(state)
    }

    /// The SplitMix64 finalizer: a good 64-bit hash.
    @inline(__always)
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in [0, 1).
    @inline(__always)
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A uniform integer in 0..<n (n > 0).
    @inline(__always)
    public mutating func below(_ n: Int) -> Int {
        Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(n)).high)
    }

    /// An integer in the closed range.
    @inline(__always)
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `p`.
    @inline(__always)
    public mutating func chance(_ p: Double) -> Bool {
        p > 0 && unit() < p
    }

    /// Roughly standard normal (sum of four uniforms, rescaled): cheap and bounded.
    @inline(__always)
    public mutating func roughNormal() -> Double {
        (unit() + unit() + unit() + unit() - 2.0) * 1.7320508075688772
    }

    /// Picks an index with the given integer weights.
    @inline(__always)
    public mutating func weighted(_ weights: [Int], total: Int) -> Int {
        var r = below(total)
        for (i, w) in weights.enumerated() {
            if r < w { return i }
            r -= w
        }
        return weights.count - 1
    }
}
