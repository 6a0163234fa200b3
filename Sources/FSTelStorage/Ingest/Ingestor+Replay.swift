import FSTelIO
import FSTelModel

/// Which rejected lines to list or replay.
public struct RejectFilter: Sendable {
    /// Only these reject reasons; empty for all.
    public var reasons: [RejectReason] = []
    /// Source paths (as stored: absolute, or `-`).
    public var paths: [String] = []
    /// At most this many lines; nil for all.
    public var limit: Int? = nil

    /// A filter of `reasons`, `paths` and a `limit`.
    public init(reasons: [RejectReason] = [], paths: [String] = [], limit: Int? = nil) {
        self.reasons = reasons
        self.paths = paths
        self.limit = limit
    }

    /// A WHERE clause over `rejected_lines AS r JOIN sources AS s` and its arguments.
    package func whereClause() -> (sql: String, arguments: [any DatabaseValueConvertible]) {
        var conditions: [String] = []
        var arguments: [any DatabaseValueConvertible] = []
        if !reasons.isEmpty {
            conditions.append("r.reason IN (\(reasons.map { _ in "?" }.joined(separator: ", ")))")
            arguments += reasons.map(\.rawValue) as [any DatabaseValueConvertible]
        }
        if !paths.isEmpty {
            conditions.append("s.path IN (\(paths.map { _ in "?" }.joined(separator: ", ")))")
            arguments += paths as [any DatabaseValueConvertible]
        }
        return (conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND "), arguments)
    }
}

extension IngestEngine {
    /// Lines read back per query during a replay.
    private static var replayPage: Int { 1000 }

    /// ``Ingestor/replayRejects(_:)``: one transaction; the rejected lines are read back
    /// in pages, in `reject_id` order.
    package func replayRejects(_ filter: RejectFilter) throws -> IngestReport {
        let clock = Stopwatch()
        var report = IngestReport()
        report.runID = try beginRun(command: "replay")
        try backend.beginBatch(lock: nil)
        do {
            var perSource: [Int64: FileIngestReport] = [:]
            var order: [Int64] = []
            var after: Int64 = 0
            var remaining = filter.limit ?? Int.max
            var pageFilter = filter
            pageFilter.limit = nil
            while remaining > 0 {
                let page = try backend.rejectedLines(pageFilter, after: after, limit: min(Self.replayPage, remaining))
                if page.isEmpty { break }
                remaining -= page.count
                after = page.last!.rejectID
                for stored in page {
                    let sourceID = stored.sourceID
                    if perSource[sourceID] == nil {
                        perSource[sourceID] = FileIngestReport(path: stored.path)
                        order.append(sourceID)
                    }
                    let truncated = stored.rawLength > stored.raw.count
                    perSource[sourceID]!.lines += 1
                    perSource[sourceID]!.bytes += Int64(stored.rawLength)
                    let outcome: Result<WriteTally, Rejection>
                    if truncated {
                        outcome = .failure(Rejection(.lineTooLong, "line of \(stored.rawLength) bytes was kept truncated; it cannot be replayed"))
                    } else {
                        outcome = try stored.raw.withUnsafeBytes { bytes in
                            do {
                                let event = try decoderForReplay.decode(bytes)
                                try decoderForReplay.text.withUnsafeBytes { text in
                                    try backend.write(
                                        event, text: text, codes: .none, sourceID: sourceID, line: stored.line, runID: report.runID)
                                }
                                return .success(try backend.flushTally())
                            } catch let rejection as Rejection {
                                return .failure(rejection)
                            }
                        }
                    }
                    switch outcome {
                    case .success(let written):
                        perSource[sourceID]!.stored += written.stored
                        perSource[sourceID]!.duplicates += written.duplicates
                        try backend.deleteReject(stored.rejectID)
                    case .failure(let rejection):
                        perSource[sourceID]!.rejected += 1
                        try backend.updateReject(
                            stored.rejectID, reason: rejection.reason.rawValue, detail: rejection.detail, runID: report.runID)
                    }
                }
            }
            try backend.commitBatch { _ in
                for sourceID in order {
                    let file = perSource[sourceID]!
                    try backend.recordFile(runID: report.runID, sourceID: sourceID, report: file)
                    report.files.append(file)
                }
            }
        } catch {
            backend.rollbackBatch()
            throw error
        }
        try finishRun(report.runID)
        report.seconds = clock.seconds
        return report
    }
}
