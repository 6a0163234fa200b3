import FSTelStorage
import FSTelIO
import FSTelModel

/// A batch's lines encoded as rows in COPY's binary format (a transition's columns once,
/// whichever table they go to), and what each transition adds to the rollups once stored.
extension PostgresIngestBackend {
    @inline(__always)
    func slice(_ text: UnsafeRawBufferPointer, _ ref: TextRef) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: text[Int(ref.start)..<Int(ref.start + ref.count)])
    }

    /// Codes are not used: PostgreSQL stores the values themselves. A transition's columns
    /// wait in ``bodies`` for the move (the first line of each key in the batch only; the
    /// others are duplicates); the first `session_start` and the first `session_end` of each
    /// session in the batch wait in ``sessionBodies``.
    package func write(
        _ event: DecodedEvent, text: UnsafeRawBufferPointer, codes _: TransitionCodes, sourceID: Int64, line: Int, runID: Int64
    ) throws {
        ord += 1
        switch event {
        case .transition(let header, let t):
            staged.transitions += 1
            // A transition a prune deleted is a duplicate, as its row was (counted so at the move).
            if header.timestampMillis < prunedKeys.cut, try wasPruned(slice(text, header.sessionID), seq: t.seq, ts: header.timestampMillis) {
                return
            }
            let session = Int32(sessionSlot(slice(text, header.sessionID), at: header.timestampMillis))
            guard firstKeys.insert(session: session, seq: t.seq) else { return }
            let start = bodies.byteCount
            Self.encodeBody(header, t, text: text, into: &bodies)
            bodies.append(sourceID)
            bodies.append(Int64(line))
            bodies.append(runID)
            bodies.endRow()
            remember(header, t, session: session, body: start..<bodies.byteCount, text: text)
            if bodies.byteCount >= holdBytes { try move() }
        case .sessionStart(let header, let f):
            staged.starts += 1
            let session = sessionSlot(slice(text, header.sessionID), at: header.timestampMillis)
            guard sessionStarts[session] == nil else { return }
            let start = sessionBodies.byteCount
            appendValues(event, text: text)
            sessionBodies.append(sourceID)
            sessionBodies.append(Int64(line))
            sessionBodies.endRow()
            sessionStarts[session] = start..<(sessionBodies.byteCount - 1)
            sessionFacts[session] = deltas.intern(
                osName: slice(text, f.osName), osVersion: slice(text, f.osVersion), deviceModel: slice(text, f.deviceModel),
                appVersion: slice(text, f.appVersion), osMajor: Int64(f.osMajor), osMinor: f.osMinor.map(Int64.init))
        case .sessionEnd(let header, _):
            staged.ends += 1
            let session = sessionSlot(slice(text, header.sessionID), at: header.timestampMillis)
            guard sessionEnds[session] == nil else { return }
            let start = sessionBodies.byteCount
            appendValues(event, text: text)
            sessionBodies.endRow()
            sessionEnds[session] = start..<(sessionBodies.byteCount - 1)
        }
    }

    /// The engine's block loop, compiled here for this backend (direct calls of `write`).
    package func writeLines(
        of block: DecodePipeline.Block, from first: Int, to end: Int, sourceID: Int64, generation: Int64, runID: Int64,
        maxLineBytes: Int, report: inout FileIngestReport
    ) throws {
        try storeLines(
            of: block, from: first, to: end, sourceID: sourceID, generation: generation, runID: runID,
            maxLineBytes: maxLineBytes, report: &report)
    }

    /// True when a prune deleted the transition `(sessionID, seq)` of `ts`'s day. The keys are
    /// read on this backend's connection: a batch committing in the background is waited for.
    private func wasPruned(_ sessionID: UnsafeRawBufferPointer, seq: Int64, ts: Int64) throws -> Bool {
        try waitForBackground()
        return try prunedKeys.contains(
            day: PrunedKeys.day(ts), key: PrunedKeys.key(sessionID: sessionID, seq: seq), connection: connection)
    }

    /// The index in ``sessionIDs`` of a session, with its slots in ``sessionStarts``,
    /// ``sessionEnds``, ``sessionDays`` (the earliest UTC day of its lines, `ts` one) and
    /// ``sessionHashes``.
    private func sessionSlot(_ id: UnsafeRawBufferPointer, at ts: Int64) -> Int {
        let session = Int(sessionIDs.intern(id))
        let day = Self.utcDay(ts)
        while sessionStarts.count <= session {
            sessionStarts.append(nil)
            sessionEnds.append(nil)
            sessionDays.append(day)
            sessionFacts.append(RollupDeltas.unknownFacts)
            sessionHashes.append(SessionHash.of(id))
        }
        if day < sessionDays[session] { sessionDays[session] = day }
        return session
    }

    /// The UTC day number of epoch milliseconds `ts`.
    @inline(__always)
    static func utcDay(_ ts: Int64) -> Int64 { Int64(UTCDay(containing: ts).daysSinceEpoch) }

    /// A transition's columns `seq` ... `extra` (those of `transitions` after `session_key`,
    /// and of the staging table after `session_id`), in `bodies`: the values of
    /// ``LogFields/transition`` in its order, written out field by field for speed (a test
    /// compares them with the table's).
    static func encodeBody(_ header: EventHeader, _ t: TransitionFields, text: UnsafeRawBufferPointer, into bodies: inout PostgresBinaryRows) {
        bodies.append(t.seq)
        bodies.append(header.timestampMillis)
        bodies.append(t.direction == .enter ? "enter" as StaticString : "exit")
        appendBodyText(text, &bodies, t.strategy)
        switch t.outcome {
        case .ok: bodies.append("ok" as StaticString)
        case .failed: bodies.append("failed" as StaticString)
        case .cancelled: bodies.append("cancelled" as StaticString)
        case .ignored: bodies.append("ignored" as StaticString)
        }
        appendBodyText(text, &bodies, t.failure)
        bodies.append(t.durationMs)
        appendBodyText(text, &bodies, t.trigger)
        appendBodyText(text, &bodies, t.fromOrientation)
        appendBodyText(text, &bodies, t.toOrientation)
        appendBodyText(text, &bodies, t.appState)
        appendBodyText(text, &bodies, t.statusBarOrientation)
        bodies.append(t.statusBarHidden)
        bodies.append(t.screenBounds?.width)
        bodies.append(t.screenBounds?.height)
        bodies.append(t.windowBounds?.width)
        bodies.append(t.windowBounds?.height)
        bodies.append(t.boundsSwapped)
        let r = t.restore
        switch r?.method {
        case .indexPath?: bodies.append("index_path" as StaticString)
        case .superview?: bodies.append("superview" as StaticString)
        case nil: bodies.appendNull()
        }
        appendBodyText(text, &bodies, r?.container)
        appendBodyText(text, &bodies, r?.list)
        bodies.append(r?.section)
        bodies.append(r?.item)
        bodies.append(r?.restoredSection)
        bodies.append(r?.restoredItem)
        bodies.append(r?.cellReused)
        bodies.append(r?.mismatch)
        appendBodyText(text, &bodies, header.extra)
    }

    @inline(__always)
    private static func appendBodyText(_ text: UnsafeRawBufferPointer, _ bodies: inout PostgresBinaryRows, _ ref: TextRef?) {
        if let ref { bodies.append(text: UnsafeRawBufferPointer(rebasing: text[Int(ref.start)..<Int(ref.start + ref.count)])) } else { bodies.appendNull() }
    }

    /// The values of `event` (its fields in ``LogFields``' order) in ``sessionBodies``: a
    /// start's columns of `fstel_stage_sessions` from `started_at` to `start_extra`, or an
    /// end's from `ended_at` to `end_extra`.
    private func appendValues(_ event: DecodedEvent, text: UnsafeRawBufferPointer) {
        LogFields.forEachValue(of: event) { value in
            switch value {
            case .null: sessionBodies.appendNull()
            case .text(let ref): sessionBodies.append(text: slice(text, ref))
            case .name(let name): sessionBodies.append(name)
            case .integer(let v): sessionBodies.append(v)
            case .real(let v): sessionBodies.append(v)
            case .boolean(let v): sessionBodies.append(v)
            }
        }
    }

    /// Keeps what the transition adds to the rollups if it is stored (``move()``).
    private func remember(
        _ header: EventHeader, _ t: TransitionFields, session: Int32, body: Range<Int>, text: UnsafeRawBufferPointer
    ) {
        let ts = header.timestampMillis
        let day = Self.utcDay(ts)
        let r = t.restore
        let outcome: UInt8
        switch t.outcome {
        case .ok: outcome = 0
        case .failed: outcome = 1
        case .cancelled: outcome = 2
        case .ignored: outcome = 3
        }
        transitions.append(StagedTransition(
            ord: ord, session: session, seq: t.seq, body: body, day: day,
            enter: t.direction == .enter, strategy: deltas.strategy(slice(text, t.strategy)), outcome: outcome,
            extras: RollupDeltas.Extras(
                restore: r?.mismatch.map { $0 ? 2 : 1 } ?? 0, hasDuration: t.durationMs != nil,
                failure: t.outcome == .failed ? t.failure.map { deltas.failure(slice(text, $0)) } ?? -1 : -1,
                duration: t.durationMs ?? 0, method: r?.method.map { $0 == .indexPath ? 1 : 2 } ?? 0,
                container: t.direction == .exit && r?.mismatch != nil ? r?.container.map { deltas.container(slice(text, $0)) } ?? -1 : -1,
                cellReused: r?.cellReused == true,
                dimensions: RollupDeltas.DimensionValues(
                    appState: deltas.dimensionValue(t.appState.map { slice(text, $0) }, code: nil),
                    trigger: deltas.dimensionValue(t.trigger.map { slice(text, $0) }, code: nil),
                    fromOrientation: deltas.dimensionValue(t.fromOrientation.map { slice(text, $0) }, code: nil),
                    toOrientation: deltas.dimensionValue(t.toOrientation.map { slice(text, $0) }, code: nil),
                    container: deltas.dimensionValue(r?.container.map { slice(text, $0) }, code: nil)))))
    }

    package func reject(
        _ rejection: Rejection, raw: UnsafeRawBufferPointer, rawLength: Int,
        sourceID: Int64, generation: Int64, runID: Int64, line: Int, offset: Int64, place: UInt64
    ) throws {
        ord += 1
        rejects.append(ord)
        rejects.append(sourceID)
        rejects.append(generation)
        rejects.append(runID)
        rejects.append(Int64(line))
        rejects.append(offset)
        rejects.append(rejection.reason.rawValue)
        rejects.append(rejection.detail)
        rejects.append(bytea: raw)
        rejects.append(Int64(rawLength))
        var hash = FileFingerprint.hash(raw)
        hash ^= UInt64(rawLength) &* 0x9E37_79B9_7F4A_7C15
        rejects.append(Int64(bitPattern: hash))
        // A place of the content read on this host: each host keeps its sources' bad lines.
        rejects.append(Int64(bitPattern: place ^ hostHash))
        rejects.endRow()
        staged.rejects += 1
        if rejects.byteCount >= Self.sendBytes { try send() }
    }

}
