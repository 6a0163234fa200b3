import Foundation
import FSTelIO
import FSTelModel
import FSTelRecorder
import FSTelTestSupport

/// A clock the test moves by hand: monotonic nanoseconds and wall milliseconds.
final class ManualClock: RecorderClock, @unchecked Sendable {
    private let lock = NSLock()
    private var nanos: UInt64 = 1_000_000_000
    private var millis: Int64 = 1_764_000_000_000  // 2025-11-24T16:00:00Z

    func monotonicNanoseconds() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        return nanos
    }

    func unixMilliseconds() -> Int64 {
        lock.lock()
        defer { lock.unlock() }
        return millis
    }

    /// Moves the wall clock alone (back when negative), as when the user or the network
    /// time sets the device's clock; the monotonic clock does not move.
    func stepWallClock(milliseconds: Int64) {
        lock.lock()
        millis += milliseconds
        lock.unlock()
    }

    /// Moves both clocks forward.
    func advance(milliseconds: Double) {
        lock.lock()
        nanos += UInt64(milliseconds * 1_000_000)
        millis += Int64(milliseconds)
        lock.unlock()
    }
}

/// The fake device-facts provider of the tests: fixed facts, counting the questions.
final class FakeDeviceFacts: DeviceFactsProvider, @unchecked Sendable {
    private let lock = NSLock()
    var facts: DeviceFacts
    private(set) var asked = 0

    init(_ facts: DeviceFacts = FakeDeviceFacts.iPhone) { self.facts = facts }

    func currentFacts() -> DeviceFacts {
        lock.lock()
        defer { lock.unlock() }
        asked += 1
        return facts
    }

    static let iPhone = DeviceFacts(
        model: "iPhone12,1", osName: "iOS", osVersion: "13.4.1",
        screen: .init(width: 414, height: 896, scale: 2), appVersion: "8.6.1", appBuild: "8618", playerVersion: "4.0.1")
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The lines of a file (plain or gzip), without their `\n`, and whether its last byte
/// (of the decompressed stream) is a `\n`.
func linesOf(_ path: String) throws -> (lines: [String], endsWithNewline: Bool) {
    let reader = try LineReader(path: path)
    var lines: [String] = []
    while let line = try reader.next() {
        lines.append(String(decoding: line.bytes, as: UTF8.self))
    }
    // The stream ends with `\n` when the reader's end offset counts every line's terminator.
    let total = lines.reduce(0) { $0 + $1.utf8.count + 1 }
    return (lines, Int(reader.offset) == total)
}

/// One decoded transition line, with owned values.
struct Transition: Equatable {
    var sessionID: String
    var seq: Int64
    var direction: Direction
    var strategy: String
    var outcome: Outcome
    var failure: String?
    var durationMs: Double?
    var trigger: String?
    var appState: String?
    var restore: RestoreFields?
    var list: String?
    var container: String?
    var ts: Int64
}

/// Decodes every line of the files; throws on the first line the decoder rejects.
func decodeAll(_ paths: [String]) throws -> (starts: [String], ends: [String], transitions: [Transition]) {
    var decoder = LineDecoder()
    var starts: [String] = [], ends: [String] = [], transitions: [Transition] = []
    for path in paths {
        for (n, line) in try linesOf(path).lines.enumerated() {
            let event: DecodedEvent
            do {
                event = try decoder.decode(line)
            } catch {
                throw TestFailure("\(path):\(n + 1): \(error.reason.rawValue) \(error.detail): \(line)")
            }
            let id = decoder.string(event.sessionID)
            switch event {
            case .sessionStart: starts.append(id)
            case .sessionEnd: ends.append(id)
            case .transition(let header, let t):
                transitions.append(Transition(
                    sessionID: id, seq: t.seq, direction: t.direction, strategy: decoder.string(t.strategy),
                    outcome: t.outcome, failure: t.failure.map(decoder.string), durationMs: t.durationMs,
                    trigger: t.trigger.map(decoder.string), appState: t.appState.map(decoder.string),
                    restore: t.restore, list: t.restore?.list.map(decoder.string),
                    container: t.restore?.container.map(decoder.string), ts: header.timestampMillis))
            }
        }
    }
    return (starts, ends, transitions)
}
