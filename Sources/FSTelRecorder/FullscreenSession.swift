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
/// 0, 1, 2, ... without gaps in the order they appear in the file, in both writing modes:
/// a line that could not be written does not use a number. `duration_ms` is the time
/// between the request and `finish` on the recorder's monotonic clock; `ts` is the
/// wall-clock time of the request.
///
/// A call whose values cannot be recorded (what ingest would reject: an empty or
/// control-character name, a negative index path, a line over the length limit), or that
/// comes after ``end(reason:)`` or ``Recorder/close()``, throws a ``RecorderError``,
/// changes nothing (the state machine stays where it was), and counts its line in
/// ``Recorder/Statistics/droppedByReason``.
///
/// Thread-safe: calls are serialized by a lock. By default the line of a call is written
/// before the call returns (one `write()`, no buffering), so it survives a crash of the app.
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
    /// Synchronous writing: the transition lines written. Deferred writing: the lines
    /// queued, an upper bound of the `seq` each gets when written (see `counter`).
    private var seq: Int64 = 0
    /// Deferred writing: the lines written, which the writer advances as it writes them.
    private let counter: LogFileWriter.SeqCounter?
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
        counter = recorder.files.flushIntervalNanos == nil ? nil : LogFileWriter.SeqCounter()
        lastStrategy = defaultStrategy
        buffer.reserveCapacity(1024)
    }

    /// The player's state as the recorder knows it.
    public var state: State {
        lock.lock()
        defer { lock.unlock() }
        return currentState
    }

    /// The `seq` the next transition line written will carry (= transition lines written
    /// so far). With deferred writing, lines still queued are not counted yet: after
    /// ``Recorder/closeCurrentFile()`` or ``Recorder/close()`` it counts them all.
    public var nextSeq: Int64 {
        lock.lock()
        defer { lock.unlock() }
        if let counter { return recorder.files.written(counter) }
        return seq
    }

    // MARK: - Requests

    /// The player was asked to go fullscreen with `strategy`.
    ///
    /// - Parameter restoreTarget: where the small player lives now (its cell's index path),
    ///   captured for the exit that brings it back.
    /// - Returns: true when the transition starts (animate, then call ``finish(outcome:landedAt:cellReused:observed:settledIn:)``);
    ///   false when the player is not small: the request is recorded as `ignored`.
    /// - Throws: ``RecorderError/invalidValue(_:)`` when the strategy is empty or a name
    ///   holds a control character, an observed size is negative or not finite, or the
    ///   target's list holds a control character; ``RecorderError/lineTooLong(bytes:limit:)``
    ///   when the transition's line would be longer than ingest accepts;
    ///   ``RecorderError/sessionEnded``; ``RecorderError/closed``. Nothing starts then.
    @discardableResult
    public func enter(
        strategy: Strategy, trigger: Trigger? = nil, restoreTarget: RestoreTarget? = nil,
        observed: TransitionObservation = TransitionObservation()
    ) throws(RecorderError) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard currentState != .ended else { throw recorder.refuse(.sessionEnded) }
        let nanos = recorder.clock.monotonicNanoseconds()
        let millis = recorder.clock.unixMilliseconds()
        guard currentState == .small else {
            var record = transition(.enter, strategy, .ignored, nil, nil, trigger, millis, observed, nil)
            try emit(&record)
            return false
        }
        try checkAhead(
            transition(.enter, strategy, .ok, nil, 0, trigger, millis, observed, restoreTarget.map(\.record)),
            isSurelyValid(strategy, trigger, millis, observed, restoreTarget))
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
    /// - Throws: as ``enter(strategy:trigger:restoreTarget:observed:)``; nothing starts then.
    @discardableResult
    public func exit(trigger: Trigger? = nil, observed: TransitionObservation = TransitionObservation()) throws(RecorderError) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard currentState != .ended else { throw recorder.refuse(.sessionEnded) }
        let nanos = recorder.clock.monotonicNanoseconds()
        let millis = recorder.clock.unixMilliseconds()
        guard currentState == .fullscreen else {
            var record = transition(.exit, pending?.strategy ?? lastStrategy, .ignored, nil, nil, trigger, millis, observed, nil)
            try emit(&record)
            return false
        }
        try checkAhead(
            transition(.exit, lastStrategy, .ok, nil, 0, trigger, millis, observed, fullscreenTarget.map(\.record)),
            isSurelyValid(lastStrategy, trigger, millis, observed, fullscreenTarget))
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
    /// - Returns: false when no transition was in flight (nothing is written); true when
    ///   the transition's line was handed to the writer (written, queued, or, when the
    ///   file system failed, counted in ``Recorder/Statistics/droppedByReason``).
    /// - Throws: ``RecorderError/invalidValue(_:)`` (an empty or control-character failure
    ///   kind, a negative landing index path, an invalid observed size),
    ///   ``RecorderError/lineTooLong(bytes:limit:)``, ``RecorderError/sessionEnded``,
    ///   ``RecorderError/closed``: the transition stays in flight, so `finish` can be
    ///   called again with valid values.
    @discardableResult
    public func finish(
        outcome: TransitionOutcome, landedAt: ListIndexPath? = nil, cellReused: Bool? = nil,
        observed: TransitionObservation = TransitionObservation(), settledIn: SettledState? = nil
    ) throws(RecorderError) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard currentState != .ended else { throw recorder.refuse(.sessionEnded) }
        guard let p = pending else { return false }
        let nanos = recorder.clock.monotonicNanoseconds()
        var restore = p.target?.record
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
        var record = transition(
            p.direction, p.strategy, recordOutcome, failure, Double(elapsed / 1000) / 1000, p.trigger, p.startedMillis,
            observed.filled(from: p.observed), restore)
        try emit(&record)

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
    /// `session_end` line is written. Later calls throw ``RecorderError/sessionEnded``.
    /// Ending twice does nothing.
    ///
    /// - Throws: ``RecorderError/invalidValue(_:)`` when `reason` holds a control character,
    ///   ``RecorderError/closed`` after ``Recorder/close()``: the session is not ended then.
    public func end(reason: String? = nil) throws(RecorderError) {
        lock.lock()
        defer { lock.unlock() }
        guard currentState != .ended else { return }
        let nanos = recorder.clock.monotonicNanoseconds()
        let endRecord = SessionEndRecord(sessionID: id, timestampMillis: recorder.clock.unixMilliseconds(), reason: reason)
        do { try LineEncoder.validate(endRecord) } catch { throw refused(error) }
        guard recorder.files.isAccepting else { throw recorder.refuse(.closed) }
        if let p = pending {
            let elapsed = nanos >= p.startedNanos ? nanos - p.startedNanos : 0
            var record = transition(
                p.direction, p.strategy, .cancelled, nil, Double(elapsed / 1000) / 1000, p.trigger, p.startedMillis,
                p.observed, p.target?.record)
            // Checked at the request; if it is refused all the same, it is counted and the
            // session still ends.
            do { try emit(&record) } catch { if error == .closed { throw error } }
            pending = nil
        }
        currentState = .ended
        buffer.removeAll(keepingCapacity: true)
        do { try LineEncoder.append(endRecord, to: &buffer) } catch { throw refused(error) }
        if buffer.withUnsafeBytes({ recorder.files.append($0) }) == .closed { throw recorder.refuse(.closed) }
    }

    // MARK: - Lines (under the lock)

    /// Writes the `session_start` line.
    func writeStart(_ facts: DeviceFacts) throws(RecorderError) {
        lock.lock()
        defer { lock.unlock() }
        let record = SessionStartRecord(
            sessionID: id, timestampMillis: recorder.clock.unixMilliseconds(), deviceModel: facts.model,
            osName: facts.osName, osVersion: facts.osVersion, screen: facts.screen,
            appVersion: facts.appVersion, appBuild: facts.appBuild, playerVersion: facts.playerVersion)
        buffer.removeAll(keepingCapacity: true)
        do { try LineEncoder.append(record, to: &buffer) } catch { throw refused(error) }
        if buffer.withUnsafeBytes({ recorder.files.append($0) }) == .closed { throw recorder.refuse(.closed) }
    }

    private func transition(
        _ direction: Direction, _ strategy: Strategy, _ outcome: Outcome, _ failure: String?, _ durationMs: Double?,
        _ trigger: Trigger?, _ millis: Int64, _ observed: TransitionObservation, _ restore: RestoreRecord?
    ) -> TransitionRecord {
        TransitionRecord(
            sessionID: id, timestampMillis: millis, seq: seq, direction: direction, strategy: strategy.rawValue,
            outcome: outcome, failure: failure, durationMs: durationMs, trigger: trigger?.rawValue,
            fromOrientation: observed.fromOrientation?.rawValue, toOrientation: observed.toOrientation?.rawValue,
            appState: observed.appState?.rawValue, statusBarOrientation: observed.statusBarOrientation?.rawValue,
            statusBarHidden: observed.statusBarHidden,
            screenBounds: observed.screenBounds.map { TransitionRecord.Size(width: $0.width, height: $0.height) },
            windowBounds: observed.windowBounds.map { TransitionRecord.Size(width: $0.width, height: $0.height) },
            restore: restore)
    }

    /// Checks at a request what its transition's line will hold, so that `finish` can only
    /// be refused for a value passed to `finish` itself: every field now, and, when its
    /// strings are long enough for it to matter, the length of the line with the largest
    /// values `finish` adds (a duration, a landing index path, `cell_reused`).
    private func checkAhead(_ record: @autoclosure () -> TransitionRecord, _ fast: Bool) throws(RecorderError) {
        guard fast else { return try checkAhead(record()) }
        guard recorder.files.isAccepting else { throw recorder.refuse(.closed) }
    }

    /// True when a request's own values surely pass the encoder's rules, and its line is
    /// far from the length limit: the common case, checked without building the record.
    /// (The session id was checked at start; a ``RestoreTarget`` checks itself.)
    private func isSurelyValid(
        _ strategy: Strategy, _ trigger: Trigger?, _ millis: Int64, _ observed: TransitionObservation, _ target: RestoreTarget?
    ) -> Bool {
        guard FormatLimits.timestampMillis.contains(millis), !strategy.rawValue.isEmpty,
            FormatLimits.firstControlCharacter(strategy.rawValue) == nil
        else { return false }
        if let trigger, FormatLimits.firstControlCharacter(trigger.rawValue) != nil { return false }
        func isValid(_ size: (width: Double, height: Double)?) -> Bool {
            guard let size else { return true }
            return ValueRanges.points.contains(size.width) && ValueRanges.points.contains(size.height)
        }
        guard isValid(observed.screenBounds), isValid(observed.windowBounds) else { return false }
        let strings = id.utf8.count + strategy.rawValue.utf8.count + (trigger?.rawValue.utf8.count ?? 0) + (target?.list?.utf8.count ?? 0)
        return 6 * strings + 1024 <= FormatLimits.maxLineBytes
    }

    private func checkAhead(_ record: TransitionRecord) throws(RecorderError) {
        do { try LineEncoder.validate(record) } catch { throw refused(error) }
        var strings = record.sessionID.utf8.count + record.strategy.utf8.count + (record.trigger?.utf8.count ?? 0)
        strings += (record.restore?.list?.utf8.count ?? 0) + (record.restore?.container?.utf8.count ?? 0)
        if 6 * strings + 1024 > FormatLimits.maxLineBytes {
            var longest = record
            // The widest values the format allows: a duration with every digit, the largest
            // index path.
            longest.durationMs = ValueRanges.durationMs.upperBound - 0.001
            if longest.restore == nil { longest.restore = RestoreRecord() }
            longest.restore!.restoredSection = ValueRanges.indexPath.upperBound
            longest.restore!.restoredItem = ValueRanges.indexPath.upperBound
            longest.restore!.cellReused = false
            var scratch: [UInt8] = []
            do { try LineEncoder.append(longest, to: &scratch) } catch { throw refused(error) }
        }
        guard recorder.files.isAccepting else { throw recorder.refuse(.closed) }
    }

    /// Encodes one transition line with the next `seq` and hands it to the writer; `seq`
    /// advances only when the line was written (or, deferred, queued: the writer then
    /// numbers the lines it writes). Throws, with nothing written, when the encoder
    /// refuses the record or the recorder is closed.
    private func emit(_ record: inout TransitionRecord) throws(RecorderError) {
        record.seq = seq
        buffer.removeAll(keepingCapacity: true)
        do { try LineEncoder.append(record, to: &buffer) } catch { throw refused(error) }
        switch buffer.withUnsafeBytes({ recorder.files.append($0, seq: counter) }) {
        case .written, .queued: seq += 1
        case .closed: throw recorder.refuse(.closed)
        case .dropped: break  // counted by the writer, with its reason
        }
    }

    /// The error of a record the encoder refused, counted.
    private func refused(_ rejection: Rejection) -> RecorderError {
        guard rejection.reason == .lineTooLong else { return recorder.refuse(.invalidValue(rejection.detail)) }
        // "line of N bytes exceeds the limit of M bytes"
        let numbers = rejection.detail.split(separator: " ").compactMap { Int($0) }
        return recorder.refuse(.lineTooLong(bytes: numbers.first ?? 0, limit: FormatLimits.maxLineBytes))
    }
}
