import FSTelModel

/// The `dictionary` codes of a transition's enum-like values, looked up on the decoding
/// thread (``DecodePipeline``) so the writing thread need not; 0 where a value was absent
/// or not known to the decoding thread (codes start at 1), and the writer looks it up then.
package struct TransitionCodes {
    package var strategy: Int64 = 0
    package var failure: Int64 = 0
    package var trigger: Int64 = 0
    package var fromOrientation: Int64 = 0
    package var toOrientation: Int64 = 0
    package var appState: Int64 = 0
    package var statusBarOrientation: Int64 = 0
    package var container: Int64 = 0
    /// The hash of the line's session id (``SessionKeyCache/hash(_:)``), when the decoding
    /// thread computed it (for every event, transitions or not); nil otherwise.
    package var sessionIDHash: UInt64?

    package static let none = TransitionCodes()

    /// The codes `codes` knows for the values of `t` (whose references point into `text`).
    package init(_ t: TransitionFields, text: UnsafeRawBufferPointer, codes: DictionaryCodes) {
        @inline(__always) func code(_ ref: TextRef?) -> Int64 {
            guard let ref else { return 0 }
            let value = UnsafeRawBufferPointer(start: text.baseAddress.map { $0 + Int(ref.start) }, count: Int(ref.count))
            return codes.lookup(value, hash: DictionaryCodes.hash(value)) ?? 0
        }
        strategy = code(t.strategy)
        failure = code(t.failure)
        trigger = code(t.trigger)
        fromOrientation = code(t.fromOrientation)
        toOrientation = code(t.toOrientation)
        appState = code(t.appState)
        statusBarOrientation = code(t.statusBarOrientation)
        container = code(t.restore?.container)
    }

    package init() {}
}

/// The codes a writer learned (looked up in or added to `dictionary`) since the decoding
/// thread last took them, and whether the writer forgot its codes (a rollback: codes added
/// in the rolled-back transaction no longer exist). Used by the writing thread only: the
/// pipeline hands a copy of the codes to the decoding thread with each request for a block
/// (``DecodePipeline``).
package final class DictionaryCodeBook {
    /// An empty code book.
    package init() {}

    private struct Learned {
        package var start: Int
        package var length: Int
        package var hash: UInt64
        package var code: Int64
    }

    private var learned: [Learned] = []
    private var bytes: [UInt8] = []
    /// True when every code taken before must be dropped.
    fileprivate private(set) var forgotten = false

    /// Codes kept for the pipeline at most; beyond, they are all dropped (nothing takes
    /// them when ingest decodes on one thread, and the decoding thread only asks less).
    private static let maxLearned = 1 << 16

    package func learn(_ value: UnsafeRawBufferPointer, hash: UInt64, code: Int64) {
        if learned.count >= Self.maxLearned { forgetAll() }
        learned.append(Learned(start: bytes.count, length: value.count, hash: hash, code: code))
        bytes.append(contentsOf: value)
    }

    /// Every code learned since the last call is dropped, and so must be every code taken.
    package func forgetAll() {
        learned.removeAll()
        bytes.removeAll()
        forgotten = true
    }

    /// Brings `codes` up to date: emptied first after ``forgetAll()``, then given each code
    /// learned since the last call. Returns false when nothing changed.
    @discardableResult
    package func update(_ codes: inout DictionaryCodes) -> Bool {
        let wasForgotten = forgotten
        if forgotten {
            codes.removeAll()
            forgotten = false
        }
        guard !learned.isEmpty else { return wasForgotten }
        bytes.withUnsafeBytes { bytes in
            for item in learned {
                let value = UnsafeRawBufferPointer(rebasing: bytes[item.start..<(item.start + item.length)])
                if codes.lookup(value, hash: item.hash) == nil { codes.insert(value, hash: item.hash, code: item.code) }
            }
        }
        learned.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        return true
    }
}
