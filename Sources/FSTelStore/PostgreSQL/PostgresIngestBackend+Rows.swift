import FSTelIO
import FSTelModel

/// A batch's lines encoded as staging rows (COPY's text format; ``PostgresIngestBackend``'s
/// `fstel_stage` columns), and what each transition adds to the rollups once stored.
extension PostgresIngestBackend {
    @inline(__always)
    func slice(_ text: UnsafeRawBufferPointer, _ ref: TextRef) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: text[Int(ref.start)..<Int(ref.start + ref.count)])
    }

    @inline(__always)
    func appendText(_ text: UnsafeRawBufferPointer, _ ref: TextRef?) {
        if let ref { rows.append(text: slice(text, ref)) } else { rows.appendNull() }
    }

    /// Codes are not used: PostgreSQL stores the values themselves.
    func write(
        _ event: DecodedEvent, text: UnsafeRawBufferPointer, codes _: TransitionCodes, sourceID: Int64, line: Int, runID: Int64
    ) throws {
        ord += 1
        rows.append(ord)
        switch event {
        case .transition(let header, let t):
            stageTransition(header, t, text: text)
            rows.append(sourceID)
            rows.append(Int64(line))
            rows.append(runID)
            for _ in 0..<11 { rows.appendNull() }
            remember(header, t, text: text)
        case .sessionStart(let header, let f):
            stageStart(header, f, text: text, sourceID: sourceID, line: line, runID: runID)
        case .sessionEnd(let header, let f):
            rows.append(Int64(2))
            rows.append(text: slice(text, header.sessionID))
            rows.appendNull()
            rows.append(header.timestampMillis)
            for _ in 0..<25 { rows.appendNull() }  // direction ... restore_mismatch
            appendText(text, header.extra)
            rows.append(sourceID)
            rows.append(Int64(line))
            rows.append(runID)
            for _ in 0..<10 { rows.appendNull() }  // device_model ... screen_scale
            appendText(text, f.reason)
            staged.ends += 1
        }
        rows.endRow()
        if rows.byteCount >= Self.sendBytes { try send() }
    }

    /// A transition's columns, `kind` ... `extra`.
    private func stageTransition(_ header: EventHeader, _ t: TransitionFields, text: UnsafeRawBufferPointer) {
        rows.append(Int64(0))
        rows.append(text: slice(text, header.sessionID))
        rows.append(t.seq)
        rows.append(header.timestampMillis)
        rows.append(t.direction == .enter ? "enter" as StaticString : "exit")
        rows.append(text: slice(text, t.strategy))
        switch t.outcome {
        case .ok: rows.append("ok" as StaticString)
        case .failed: rows.append("failed" as StaticString)
        case .cancelled: rows.append("cancelled" as StaticString)
        case .ignored: rows.append("ignored" as StaticString)
        }
        appendText(text, t.failure)
        rows.append(t.durationMs)
        appendText(text, t.trigger)
        appendText(text, t.fromOrientation)
        appendText(text, t.toOrientation)
        appendText(text, t.appState)
        appendText(text, t.statusBarOrientation)
        rows.append(t.statusBarHidden)
        rows.append(t.screenBounds?.width)
        rows.append(t.screenBounds?.height)
        rows.append(t.windowBounds?.width)
        rows.append(t.windowBounds?.height)
        rows.append(t.boundsSwapped)
        let r = t.restore
        switch r?.method {
        case .indexPath?: rows.append("index_path" as StaticString)
        case .superview?: rows.append("superview" as StaticString)
        case nil: rows.appendNull()
        }
        appendText(text, r?.container)
        appendText(text, r?.list)
        rows.append(r?.section)
        rows.append(r?.item)
        rows.append(r?.restoredSection)
        rows.append(r?.restoredItem)
        rows.append(r?.cellReused)
        rows.append(r?.mismatch)
        appendText(text, header.extra)
        staged.transitions += 1
    }

    /// A `session_start`'s columns, `kind` ... `end_reason`.
    private func stageStart(
        _ header: EventHeader, _ f: SessionStartFields, text: UnsafeRawBufferPointer, sourceID: Int64, line: Int, runID: Int64
    ) {
        rows.append(Int64(1))
        rows.append(text: slice(text, header.sessionID))
        rows.appendNull()
        rows.append(header.timestampMillis)
        for _ in 0..<11 { rows.appendNull() }  // direction ... status_bar_hidden
        rows.append(f.screenWidth)
        rows.append(f.screenHeight)
        for _ in 0..<12 { rows.appendNull() }  // window_width ... restore_mismatch
        appendText(text, header.extra)
        rows.append(sourceID)
        rows.append(Int64(line))
        rows.append(runID)
        rows.append(text: slice(text, f.deviceModel))
        rows.append(text: slice(text, f.osName))
        rows.append(text: slice(text, f.osVersion))
        rows.append(Int64(f.osMajor))
        rows.append(f.osMinor)
        rows.append(f.osPatch)
        rows.append(text: slice(text, f.appVersion))
        rows.append(text: slice(text, f.appBuild))
        appendText(text, f.playerVersion)
        rows.append(f.screenScale)
        rows.appendNull()
        staged.starts += 1
    }

    /// Keeps what the transition adds to the rollups if it is stored (``move()``).
    private func remember(_ header: EventHeader, _ t: TransitionFields, text: UnsafeRawBufferPointer) {
        let ts = header.timestampMillis
        let day = ts >= 0 ? ts / 86_400_000 : (ts - 86_399_999) / 86_400_000
        days.insert(day)
        let r = t.restore
        let outcome: UInt8
        switch t.outcome {
        case .ok: outcome = 0
        case .failed: outcome = 1
        case .cancelled: outcome = 2
        case .ignored: outcome = 3
        }
        transitions.append(StagedTransition(
            ord: ord, session: sessionIDs.intern(slice(text, header.sessionID)), seq: t.seq, day: day,
            enter: t.direction == .enter, strategy: deltas.strategy(slice(text, t.strategy)), outcome: outcome,
            extras: RollupDeltas.Extras(
                restore: r?.mismatch.map { $0 ? 2 : 1 } ?? 0, hasDuration: t.durationMs != nil,
                failure: t.outcome == .failed ? t.failure.map { deltas.failure(slice(text, $0)) } ?? -1 : -1,
                duration: t.durationMs ?? 0, method: r?.method.map { $0 == .indexPath ? 1 : 2 } ?? 0,
                container: t.direction == .exit && r?.mismatch != nil ? r?.container.map { deltas.container(slice(text, $0)) } ?? -1 : -1,
                cellReused: r?.cellReused == true)))
    }

    func reject(
        _ rejection: Rejection, raw: UnsafeRawBufferPointer, rawLength: Int,
        sourceID: Int64, generation: Int64, runID: Int64, line: Int, offset: Int64
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
        rejects.endRow()
        staged.rejects += 1
        if rejects.byteCount >= Self.sendBytes { try send() }
    }

}
