/// Rejected lines read back, decoded again and resolved
/// (``IngestEngine/replayRejects(_:)``), inside a batch.
package protocol RejectReplay: AnyObject {
    /// Up to `limit` rejected lines matching `filter` with `reject_id > after`, in order.
    func rejectedLines(_ filter: RejectFilter, after: Int64, limit: Int) throws -> [StoredReject]
    func deleteReject(_ rejectID: Int64) throws
    func updateReject(_ rejectID: Int64, reason: String, detail: String, runID: Int64) throws
}

/// A rejected line read back for a replay.
package struct StoredReject {
    var rejectID: Int64
    package var sourceID: Int64
    package var path: String
    package var line: Int
    package var raw: [UInt8]
    var rawLength: Int

    package init(rejectID: Int64, sourceID: Int64, path: String, line: Int, raw: [UInt8], rawLength: Int) {
        self.rejectID = rejectID
        self.sourceID = sourceID
        self.path = path
        self.line = line
        self.raw = raw
        self.rawLength = rawLength
    }
}

extension StoredReject {
    /// From `reject_id, source_id, path, line, raw, raw_length`.
    package init(_ row: [DatabaseValue]) {
        let raw: [UInt8]
        switch row[4] {
        case .blob(let bytes): raw = bytes
        case .text(let text): raw = Array(text.utf8)
        default: raw = []
        }
        self.init(
            rejectID: row[0].int64 ?? 0, sourceID: row[1].int64 ?? 0, path: row[2].string ?? "", line: Int(row[3].int64 ?? 0),
            raw: raw, rawLength: Int(row[5].int64 ?? 0))
    }
}
