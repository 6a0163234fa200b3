import FSTelIO
import FSTelModel

/// Which rejected lines to list or replay.
public struct RejectFilter: Sendable {
    /// Only these reject reasons (`invalid_json`, ...); empty for all.
    public var reasons: [String] = []
    /// Source paths (as stored: absolute, or `-`).
    public var paths: [String] = []
    /// At most this many lines; nil for all.
    public var limit: Int? = nil

    /// A filter of `reasons`, `paths` and a `limit`.
    public init(reasons: [String] = [], paths: [String] = [], limit: Int? = nil) {
        self.reasons = reasons
        self.paths = paths
        self.limit = limit
    }

    /// A WHERE clause over `rejected_lines AS r JOIN sources AS s` and its arguments.
    public func whereClause() -> (sql: String, arguments: [any DatabaseValueConvertible]) {
        var conditions: [String] = []
        var arguments: [any DatabaseValueConvertible] = []
        if !reasons.isEmpty {
            conditions.append("r.reason IN (\(reasons.map { _ in "?" }.joined(separator: ", ")))")
            arguments += reasons as [any DatabaseValueConvertible]
        }
        if !paths.isEmpty {
            conditions.append("s.path IN (\(paths.map { _ in "?" }.joined(separator: ", ")))")
            arguments += paths as [any DatabaseValueConvertible]
        }
        return (conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND "), arguments)
    }
}

extension Ingestor {
    /// Decodes the kept rejected lines again (after a fix of the decoder, say): a line
    /// that now passes is stored (or found a duplicate) and leaves `rejected_lines`; one
    /// that still fails stays, with its reason brought up to date. One transaction.
    public func replayRejects(_ filter: RejectFilter) throws -> IngestReport {
        let clock = Stopwatch()
        var report = IngestReport()
        report.runID = try beginRun(command: "replay")
        let (whereSQL, arguments) = filter.whereClause()
        try writer.beginBatch()
        do {
            let select = try db.makeStatement(sql: """
                SELECT r.reject_id, r.source_id, s.path, r.line, r.raw, r.raw_length, r.reason
                FROM rejected_lines AS r JOIN sources AS s ON s.source_id = r.source_id
                \(whereSQL) ORDER BY r.reject_id \(filter.limit.map { "LIMIT \($0)" } ?? "")
                """)
            try select.bind(arguments)
            let delete = try db.makeStatement(sql: "DELETE FROM rejected_lines WHERE reject_id = ?")
            let update = try db.makeStatement(sql: "UPDATE rejected_lines SET reason = ?, detail = ?, run_id = ? WHERE reject_id = ?")
            var perSource: [Int64: FileIngestReport] = [:]
            var order: [Int64] = []
            while try select.step() {
                let rejectID = select.int64(0)
                let sourceID = select.int64(1)
                if perSource[sourceID] == nil {
                    perSource[sourceID] = FileIngestReport(path: select.string(2) ?? "")
                    order.append(sourceID)
                }
                let raw = select.blob(4)
                let truncated = select.int(5) > raw.count
                perSource[sourceID]!.lines += 1
                perSource[sourceID]!.bytes += Int64(select.int(5))
                let outcome: Result<WriteTally, Rejection>
                if truncated {
                    outcome = .failure(Rejection(.lineTooLong, "line of \(select.int(5)) bytes was kept truncated; it cannot be replayed"))
                } else {
                    outcome = try raw.withUnsafeBytes { bytes in
                        do {
                            let event = try decoderForReplay.decode(bytes)
                            try decoderForReplay.text.withUnsafeBytes { text in
                                try writer.write(event, text: text, sourceID: sourceID, line: select.int(3), runID: report.runID)
                            }
                            return .success(try writer.flushTally())
                        } catch let rejection as Rejection {
                            return .failure(rejection)
                        }
                    }
                }
                switch outcome {
                case .success(let written):
                    perSource[sourceID]!.stored += written.stored
                    perSource[sourceID]!.duplicates += written.duplicates
                    try delete.bind(rejectID, at: 1)
                    try delete.execute()
                case .failure(let rejection):
                    perSource[sourceID]!.rejected += 1
                    try update.bind(rejection.reason.rawValue, at: 1)
                    try update.bind(rejection.detail, at: 2)
                    try update.bind(report.runID, at: 3)
                    try update.bind(rejectID, at: 4)
                    try update.execute()
                }
            }
            try writer.commitBatch { _ in
                for sourceID in order {
                    let file = perSource[sourceID]!
                    try recordFile(runID: report.runID, sourceID: sourceID, report: file)
                    report.files.append(file)
                }
            }
        } catch {
            writer.rollbackBatch()
            throw error
        }
        try finishRun(report.runID)
        report.seconds = clock.seconds
        return report
    }
}
