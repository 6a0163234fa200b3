/// The name of a recorder's log file, parsed: its prefix, its place in the directory's
/// file sequence, and its stage.
///
/// Names: `PREFIX.SEQUENCE.WRITER.ndjson` while written (`.ndjson.gz` once closed and
/// compressed; `.ndjson.creating` and `.ndjson.gz.partial` in between), where
///
/// - `PREFIX` is the configured prefix: 1 to 64 letters, digits, `_` or `-`, never a
///   `.`, so the first `.` of a name ends its prefix and `fstel` never claims a file of
///   `fstel-ext`;
/// - `SEQUENCE` is the directory's file sequence number (12 digits or more), given when
///   the file is created and shared by every recorder of the directory: files sort by it,
///   whatever the wall clock does;
/// - `WRITER` is `MILLIS-PID-RANDOM` (start time, process id, 32 random bits in 8 hex
///   digits), unique per recorder.
///
/// Names of the earlier layout, `PREFIX-MILLIS-PID-RANDOM-NUMBER.ndjson…` (13 or more
/// digits, digits, 8 hex digits, 6 or more digits), are still read: parsed from the right,
/// they give their prefix exactly, and they sort before every sequenced file.
struct LogFileName: Equatable {
    enum Stage: Equatable {
        /// `.ndjson.creating`: being created, not locked yet.
        case creating
        /// `.ndjson`: written by a live writer (or left by a dead one).
        case live
        /// `.ndjson.gz`: closed, ready to upload.
        case compressed
        /// `.ndjson.gz.partial`: being compressed.
        case partial
    }

    var prefix: Substring
    /// The directory's sequence number; nil for a name of the earlier layout.
    var sequence: UInt64?
    var stage: Stage

    /// The characters a prefix may hold.
    static func isValidPrefix(_ prefix: String) -> Bool {
        let bytes = prefix.utf8
        guard (1...64).contains(bytes.count) else { return false }
        return bytes.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x2D
        }
    }

    /// The name of a file in `stage`.
    static func make(prefix: String, sequence: UInt64, writer: String, stage: Stage) -> String {
        let digits = String(sequence)
        return prefix + "." + String(repeating: "0", count: max(0, 12 - digits.count)) + digits + "." + writer + suffix(of: stage)
    }

    static func suffix(of stage: Stage) -> String {
        switch stage {
        case .creating: return ".ndjson.creating"
        case .live: return ".ndjson"
        case .compressed: return ".ndjson.gz"
        case .partial: return ".ndjson.gz.partial"
        }
    }

    /// Parses a directory entry; nil when it is not a log file name of either layout.
    init?(_ name: String) {
        let stages: [(String, Stage)] = [
            (".ndjson.gz.partial", .partial), (".ndjson.creating", .creating), (".ndjson.gz", .compressed), (".ndjson", .live),
        ]
        guard let (suffix, stage) = stages.first(where: { name.hasSuffix($0.0) }) else { return nil }
        let stem = name.dropLast(suffix.count)
        self.stage = stage
        if let dot = stem.firstIndex(of: "."), Self.isValidPrefix(String(stem[..<dot])) {
            // PREFIX.SEQUENCE.WRITER
            let rest = stem[stem.index(after: dot)...].split(separator: ".", omittingEmptySubsequences: false)
            if rest.count == 2, rest[0].count >= 12, rest[0].allSatisfy(\.isASCIIDigit),
                let sequence = UInt64(rest[0]), Self.isWriter(rest[1])
            {
                prefix = stem[..<dot]
                self.sequence = sequence
                return
            }
        }
        // PREFIX-MILLIS-PID-RANDOM-NUMBER (the earlier layout), parsed from the right.
        let parts = stem.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 5 else { return nil }
        let n = parts.count
        guard parts[n - 4].count >= 13, parts[n - 4].allSatisfy(\.isASCIIDigit),
            !parts[n - 3].isEmpty, parts[n - 3].allSatisfy(\.isASCIIDigit),
            parts[n - 2].count == 8, parts[n - 2].allSatisfy(\.isLowerHexDigit),
            parts[n - 1].count >= 6, parts[n - 1].allSatisfy(\.isASCIIDigit)
        else { return nil }
        let prefixEnd = parts[n - 4].startIndex
        let candidate = stem[..<stem.index(before: prefixEnd)]
        guard !candidate.isEmpty else { return nil }
        prefix = candidate
        sequence = nil
    }

    /// `MILLIS-PID-RANDOM`.
    private static func isWriter(_ text: Substring) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 3 && !parts[0].isEmpty && parts[0].allSatisfy(\.isASCIIDigit)
            && !parts[1].isEmpty && parts[1].allSatisfy(\.isASCIIDigit)
            && parts[2].count == 8 && parts[2].allSatisfy(\.isLowerHexDigit)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isLowerHexDigit: Bool { ("0"..."9").contains(self) || ("a"..."f").contains(self) }
}
