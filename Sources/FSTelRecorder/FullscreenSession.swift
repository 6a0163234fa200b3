import Foundation
import FSTelModel

/// One session of a player: its `session_start` line, the fullscreen state machine that
/// records every transition, and its `session_end`.
///
/// The player moves through `small -> enteringFullscreen -> fullscreen -> exitingFullscreen
/// -> small`. ``enter(strategy:trigger:restoreTarget:observed:)`` and ``exit(trigger:observed:)``
/// start a transition when the player is in the state that can take it (and return true:
/// animate now), and ``finish(outcome:landedAt:cellReused:observed:settledIn:)`` records it
/// when the animation completes. A request in any other state (enter while not small,
/// exit while not fullscreen) is recorded at once as `ignored` and changes nothing: there
/// is never a second transition in flight.
///
/// `seq` numbers are given as lines are written, so a session's lines are numbered
/// 0, 1, 2, ... without gaps in the order they appear in the file. `duration_ms` is the
/// time between the request and `finish` on the recorder's monotonic clock; `ts` is the
/// wall-clock time of the request.
///
/// Thread-safe: calls are serialized by a lock, and the line of a call is written before
/// the call returns (one `write()`, no buffering), so it survives a crash of the app.
public final class FullscreenSession: @unchecked Sendable {
    /// Where the player is.
    public enum State: Sendable, Equatable {
        /// In its cell.
        case small
        /// Animating into fullscreen.
        case enteringFullscreen
        /// Fullscreen.
        case fullscreen
        /// Animating back into its cell.
        case exitingFullscreen
        /// After ``FullscreenSession/end(reason:)``: nothing more is recorded.
        case ended
    }

    /// Where the player stays once a transition is over.
    public enum SettledState: Sendable, Equatable {
        /// Back in its cell.
        case small
        /// Fullscreen.
        case fullscreen
    }

    /// How a transition ended (`outcome` and `failure`).
    public enum TransitionOutcome: Sendable, Equatable {
        /// The player got where it was going, without a visible defect.
        case ok
        /// The transition completed with a defect of the given kind.
        case failed(FailureKind)
        /// The transition was abandoned (the player stays where it was).
        case cancelled
    }

    /// The `session_id` of every line of this session.
    public let id: String

    private let recorder: Recorder
    private let lock = NSLock()
    private var currentState = State.small
    private var seq: Int64 = 0
    private var buffer: [UInt8] = []
    private var pending: Pending?
    /// The restore target of the enter that brought the player to fullscreen.
    private var fullscreenTarget: RestoreTarget?
    private var lastStrategy: Strategy

    private struct Pending {
        var direction: Direction
        var strategy: Strategy
        var trigger: Trigger?
        var startedNanos: UInt64
        var startedMillis: Int64
        var observed: TransitionObservation
        var target: RestoreTarget?
    }

    init(id: String, recorder: Recorder, defaultStrategy: Strategy) {
        self.id = id
        self.recorder = recorder
        lastStrategy = defaultStrategy
        buffer.reserveCapacity(1024)
    }

    /// The player's state as the recorder knows it.
    public var state: State {
        lock.lock()
        defer { lock.unlock() }
        return currentState
    }

    /// The `seq` the next transition line will carry (= transition lines written so far).
    public var nextSeq: Int64 {
        lock.lock()
        defer { lock.unlock() }
        return seq
    }

    // MARK: - Requests

    /// The player was asked to go fullscreen with `strategy`.
    ///
    /// - Parameter restoreTarget: where the small player lives now (its cell's index path),
    ///   captured for the exit that brings it back.
    /// - Returns: true when the transition starts (animate, then call ``finish(outcome:landedAt:cellReused:observed:settledIn:)``);
    ///   false when the player is not small: the request is recorded as `ignored`.
    @discardableResult
    public func enter(
        strategy: Strategy, trigger: Trigger? = nil, restoreTarget: RestoreTarget? = nil,
        observed: TransitionObservation = TransitionObservation()
    ) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let nanos = recorder.clock.monotonicNanoseconds()
        let millis = recorder.clock.unixMilliseconds()
        guard currentState == .small else {
            if currentState != .ended {
                writeIgnored(.enter, strategy: strategy, trigger: trigger, millis: millis, observed: observed)
            }
            return false
        }
        pending = Pending(
            direction: .enter, strategy: strategy, trigger: trigger, startedNanos: nanos, startedMillis: millis,
            observed: observed, target: restoreTarget)
        lastStrategy = strategy
        currentState = .enteringFullscreen
        return true
    }

    /// The player was asked to leave fullscreen (with the strategy it entered with).
    ///
    /// - Returns: true when the transition starts; false when the player is not in
    ///   fullscreen: the request is recorded as `ignored`.
    @discardableResult
    public func exit(trigger: Trigger? = nil, observed: TransitionObservation = TransitionObservation()) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let nanos = recorder.clock.monotonicNanoseconds()
        let millis = recorder.clock.unixMilliseconds()
        guard currentState == .fullscreen else {
            if currentState != .ended {
                writeIgnored(.exit, strategy: pending?.strategy ?? lastStrategy, trigger: trigger, millis: millis, observed: observed)
            }
            return false
        }
        pending = Pending(
            direction: .exit, strategy: lastStrategy, trigger: trigger, startedNanos: nanos, startedMillis: millis,
            observed: observed, target: fullscreenTarget)
        currentState = .exitingFullscreen
        return true
    }

    /// The animation of the transition in flight completed: records it.
    ///
    /// - Parameters:
    ///   - outcome: `.ok`, `.failed(kind)` or `.cancelled`.
    ///   - landedAt: on an exit, the index path of the cell the player actually landed in;
    ///     written with the target captured at enter, so a mismatch is measurable.
    ///   - cellReused: on an exit, whether that cell had been reused for another row.
    ///   - observed: what the player saw; fields left nil are taken from the request.
    ///   - settledIn: where the player stays. By default `ok` and `failed` reach the
    ///     transition's destination and `cancelled` stays where it started; pass it when
    ///     a failure left the player elsewhere (a refused `background_trigger` stays small).
    /// - Returns: false when no transition was in flight (nothing is written).
    @discardableResult
    public func finish(
        outcome: TransitionOutcome, landedAt: ListIndexPath? = nil, cellReused: Bool? = nil,
        observed: TransitionObservation = TransitionObservation(), settledIn: SettledState? = nil
    ) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let p = pending else { return false }
        let nanos = recorder.clock.monotonicNanoseconds()
        var restore: RestoreRecord? = nil
        if let target = p.target {
            restore = RestoreRecord(
                method: target.method, container: target.container.rawValue, list: target.list,
                section: Int64(target.indexPath.section), item: Int64(target.indexPath.item))
        }
        if p.direction == .exit && (landedAt != nil || cellReused != nil) {
            if restore == nil { restore = RestoreRecord() }
            restore!.restoredSection = landedAt.map { Int64($0.section) }
            restore!.restoredItem = landedAt.map { Int64($0.item) }
            restore!.cellReused = cellReused
        }
        var recordOutcome = Outcome.ok
        var failure: String? = nil
        switch outcome {
        case .ok: break
        case .failed(let kind):
            recordOutcome = .failed
            failure = kind.rawValue
        case .cancelled: recordOutcome = .cancelled
        }
        let elapsed = nanos >= p.startedNanos ? nanos - p.startedNanos : 0
        write(
            direction: p.direction, strategy: p.strategy, outcome: recordOutcome, failure: failure,
            durationMs: Double(elapsed / 1000) / 1000, trigger: p.trigger, millis: p.startedMillis,
            observed: observed.filled(from: p.observed), restore: restore)

        let destination: SettledState = p.direction == .enter ? .fullscreen : .small
        let origin: SettledState = p.direction == .enter ? .small : .fullscreen
        let settled = settledIn ?? (outcome == .cancelled ? origin : destination)
        switch settled {
        case .small:
            currentState = .small
            fullscreenTarget = nil
        case .fullscreen:
            currentState = .fullscreen
            if p.direction == .enter { fullscreenTarget = p.target }
        }
        pending = nil
        return true
    }

    /// Ends the session: a transition still in flight is recorded as `cancelled`, then the
    /// `session_end` line is written. Later calls record nothing. Ending twice does nothing.
    public func end(reason: String? = nil) {
        lock.lock()
        defer { lock.unlock() }
        guard currentState != .ended else { return }
        let nanos = recorder.clock.monotonicNanoseconds()
        if let p = pending {
            let elapsed = nanos >= p.startedNanos ? nanos - p.startedNanos : 0
            var restore: RestoreRecord? = nil
            if let target = p.target {
                restore = RestoreRecord(
                    method: target.method, container: target.container.rawValue, list: target.list,
                    section: Int64(target.indexPath.section), item: Int64(target.indexPath.item))
            }
            write(
                direction: p.direction, strategy: p.strategy, outcome: .cancelled, failure: nil,
                durationMs: Double(elapsed / 1000) / 1000, trigger: p.trigger, millis: p.startedMillis,
                observed: p.observed, restore: restore)
            pending = nil
        }
        currentState = .ended
        let record = SessionEndRecord(sessionID: id, timestampMillis: recorder.clock.unixMilliseconds(), reason: reason)
        buffer.removeAll(keepingCapacity: true)
        do {
            try LineEncoder.append(record, to: &buffer)
        } catch {
            recorder.files.drop("session_end of \(id): \(error.detail)")
            return
        }
        buffer.withUnsafeBytes { _ = recorder.files.append($0) }
    }

    // MARK: - Lines (under the lock)

    func writeStart(_ facts: DeviceFacts) {
        lock.lock()
        defer { lock.unlock() }
        let record = SessionStartRecord(
            sessionID: id, timestampMillis: recorder.clock.unixMilliseconds(), deviceModel: facts.model,
            osName: facts.osName, osVersion: facts.osVersion, screen: facts.screen,
            appVersion: facts.appVersion, appBuild: facts.appBuild, playerVersion: facts.playerVersion)
        buffer.removeAll(keepingCapacity: true)
        do {
            try LineEncoder.append(record, to: &buffer)
        } catch {
            recorder.files.drop("session_start of \(id): \(error.detail)")
            return
        }
        buffer.withUnsafeBytes { _ = recorder.files.append($0) }
    }

    private func writeIgnored(_ direction: Direction, strategy: Strategy, trigger: Trigger?, millis: Int64, observed: TransitionObservation) {
        write(
            direction: direction, strategy: strategy, outcome: .ignored, failure: nil, durationMs: nil,
            trigger: trigger, millis: millis, observed: observed, restore: nil)
    }

    /// Encodes and appends one transition line; `seq` advances only when it was written.
    private func write(
        direction: Direction, strategy: Strategy, outcome: Outcome, failure: String?, durationMs: Double?,
        trigger: Trigger?, millis: Int64, observed: TransitionObservation, restore: RestoreRecord?
    ) {
        let record = TransitionRecord(
            sessionID: id, timestampMillis: millis, seq: seq, direction: direction, strategy: strategy.rawValue,
            outcome: outcome, failure: failure, durationMs: durationMs, trigger: trigger?.rawValue,
            fromOrientation: observed.fromOrientation?.rawValue, toOrientation: observed.toOrientation?.rawValue,
            appState: observed.appState?.rawValue, statusBarOrientation: observed.statusBarOrientation?.rawValue,
            statusBarHidden: observed.statusBarHidden,
            screenBounds: observed.screenBounds.map { TransitionRecord.Size(width: $0.width, height: $0.height) },
            windowBounds: observed.windowBounds.map { TransitionRecord.Size(width: $0.width, height: $0.height) },
            restore: restore)
        buffer.removeAll(keepingCapacity: true)
        do {
            try LineEncoder.append(record, to: &buffer)
        } catch {
            recorder.files.drop("transition \(seq) of \(id): \(error.detail)")
            return
        }
        let written = buffer.withUnsafeBytes { recorder.files.append($0) }
        if written { seq += 1 }
    }
}
