/// Adds a batch's restore counts and duration sketches (gathered in ``RollupDeltas``) to
/// `restore_rollup` and `duration_sketch`, inside the batch's transaction, just before it
/// commits (``EventWriter/finishBatch()``): one upsert per 16 distinct keys, the sketches
/// merged on conflict by `fstel_sketch_merge`. It first folds in the durations that
/// triggers recorded in `duration_sketch_changes` (a session's facts arrived, a row was
/// deleted), so that table stays empty between batches.
final class SummaryWriter {
    private static let rows = 16
    private let addToRestoreRollup: Statement
    private let addToDurationSketch: Statement
    private let takeSketchChanges: Statement
    /// An encoded empty sketch: padding rows that change nothing.
    private static let emptySketch = DurationSketch().encoded()

    init(database db: Database) throws {
        func upsert(_ table: String, _ columns: [String], _ update: String) -> String {
            let row = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
            return """
                INSERT INTO \(table) (\(columns.joined(separator: ", ")))
                VALUES \(Array(repeating: row, count: Self.rows).joined(separator: ",\n"))
                ON CONFLICT DO UPDATE SET \(update)
                """
        }
        addToRestoreRollup = try db.makeStatement(sql: upsert(
            "restore_rollup",
            ["day", "strategy", "started", "os_version", "app_version", "method", "container",
             "os_major", "os_minor", "restores", "mismatches", "cell_reused"],
            "restores = restores + excluded.restores, mismatches = mismatches + excluded.mismatches, "
                + "cell_reused = cell_reused + excluded.cell_reused"))
        addToDurationSketch = try db.makeStatement(sql: upsert(
            "duration_sketch",
            ["day", "strategy", "direction", "started", "os_version", "app_version", "os_major", "os_minor", "sketch"],
            "sketch = fstel_sketch_merge(sketch, excluded.sketch)"))
        takeSketchChanges = try db.makeStatement(sql: """
            DELETE FROM duration_sketch_changes
            RETURNING day, strategy, direction, started, os_version, app_version, os_major, os_minor, duration_ms, weight
            """)
    }

    /// Folds the recorded changes into `deltas`, writes its restore counts and sketches
    /// (in the tables' key order), and forgets them.
    func write(_ deltas: inout RollupDeltas) throws {
        try foldChanges(&deltas)
        let sketches = deltas.durationSketches()
        let order = deltas.keyOrder(
            strategies: deltas.restoreCounts.keys.map(\.key.strategy) + sketches.map(\.key.strategy),
            coarseFacts: deltas.restoreCounts.keys.map(\.key.facts) + sketches.map(\.key.facts),
            containers: deltas.restoreCounts.keys.map(\.container))
        let restores = RollupDeltas.ordered(deltas.restoreCounts) { RollupDeltas.sortKey($0.key, order) }
        try upsert(addToRestoreRollup, restores, width: 12) { s, entry, p in
            try self.bindRestoreKey(s, entry.key, deltas, at: p)
            try s.bind(entry.value.restores, at: p + 9)
            try s.bind(entry.value.mismatches, at: p + 10)
            try s.bind(entry.value.cellReused, at: p + 11)
        } padding: { s, entry, p in
            try self.bindRestoreKey(s, entry.key, deltas, at: p)
            for offset in Int32(9)...11 { try s.bind(0, at: p + offset) }
        }
        try upsert(addToDurationSketch, RollupDeltas.ordered(sketches) { RollupDeltas.sortKey($0.key, order) }, width: 9) { s, entry, p in
            try self.bindKey(s, entry.key, deltas, at: p)
            try entry.sketch.withUnsafeBytes { try s.bindBlob($0, at: p + 8) }
        } padding: { s, entry, p in
            try self.bindKey(s, entry.key, deltas, at: p)
            try Self.emptySketch.withUnsafeBytes { try s.bindBlob($0, at: p + 8) }
        }
        deltas.removeSummaries()
    }

    /// Moves the rows of `duration_sketch_changes` into `deltas` (usually there are none).
    private func foldChanges(_ deltas: inout RollupDeltas) throws {
        let s = takeSketchChanges
        defer { s.reset() }
        while try s.step() {
            let strategy = deltas.strategy(s.string(1) ?? "")
            let facts = s.int64(3) == 0 ? RollupDeltas.unknownFacts : deltas.intern(RollupDeltas.CoarseFacts(
                osVersion: s.string(4) ?? "", appVersion: s.string(5) ?? "",
                osMajor: s.isNull(6) ? nil : s.int64(6), osMinor: s.isNull(7) ? nil : s.int64(7)))
            let key = RollupDeltas.CoarseKey(facts: facts, day: s.int64(0), enter: s.string(2) == "enter", strategy: strategy)
            deltas.addDurationChange(key, value: s.double(8), weight: s.int(9))
        }
    }

    /// Runs `statement` (``rows`` rows of `width` parameters) over `entries` in chunks; a
    /// last, partial chunk is padded with its first entry bound so that it adds nothing.
    private func upsert<Entries: RandomAccessCollection<Entry>, Entry>(
        _ statement: Statement, _ entries: Entries, width: Int32,
        bind: (Statement, Entry, Int32) throws -> Void, padding: (Statement, Entry, Int32) throws -> Void
    ) throws {
        var start = 0
        while start < entries.count {
            let chunk = entries.dropFirst(start).prefix(Self.rows)
            for (row, entry) in chunk.enumerated() { try bind(statement, entry, Int32(row) * width + 1) }
            for row in chunk.count..<Self.rows { try padding(statement, chunk.first!, Int32(row) * width + 1) }
            try statement.execute()
            start += Self.rows
        }
    }

    /// Binds day, strategy, direction, started, os_version, app_version, os_major, os_minor
    /// to p...p+7.
    private func bindKey(_ s: Statement, _ key: RollupDeltas.CoarseKey, _ deltas: RollupDeltas, at p: Int32) throws {
        try s.bind(key.day, at: p)
        try s.bindTextNoCopy(deltas.strategies.text(key.strategy), at: p + 1)
        try s.bind(key.enter ? "enter" as StaticString : "exit", at: p + 2)
        try bindFacts(s, key.facts, deltas, at: p + 3, major: p + 6)
    }

    /// Binds day, strategy, started, os_version, app_version, method, container, os_major,
    /// os_minor to p...p+8.
    private func bindRestoreKey(_ s: Statement, _ key: RollupDeltas.RestoreKey, _ deltas: RollupDeltas, at p: Int32) throws {
        try s.bind(key.key.day, at: p)
        try s.bindTextNoCopy(deltas.strategies.text(key.key.strategy), at: p + 1)
        try bindFacts(s, key.key.facts, deltas, at: p + 2, major: p + 7)
        switch key.method {
        case 1: try s.bind("index_path" as StaticString, at: p + 5)
        case 2: try s.bind("superview" as StaticString, at: p + 5)
        default: try s.bind("" as StaticString, at: p + 5)
        }
        if key.container < 0 { try s.bind("" as StaticString, at: p + 6) } else { try s.bindTextNoCopy(deltas.containers.text(key.container), at: p + 6) }
    }

    /// Binds started, os_version, app_version to p...p+2 and os_major, os_minor to major,
    /// major+1 ('' and NULL while the facts are unknown).
    private func bindFacts(_ s: Statement, _ index: Int32, _ deltas: RollupDeltas, at p: Int32, major: Int32) throws {
        guard index != RollupDeltas.unknownFacts else {
            try s.bind(false, at: p)
            try s.bind("" as StaticString, at: p + 1)
            try s.bind("" as StaticString, at: p + 2)
            try s.bindNull(major)
            try s.bindNull(major + 1)
            return
        }
        let facts = deltas.coarseFacts[Int(index)], text = deltas.coarseText[Int(index)]
        try s.bind(true, at: p)
        try s.bindTextNoCopy(text.osVersion, at: p + 1)
        try s.bindTextNoCopy(text.appVersion, at: p + 2)
        if let m = facts.osMajor { try s.bind(m, at: major) } else { try s.bindNull(major) }
        if let m = facts.osMinor { try s.bind(m, at: major + 1) } else { try s.bindNull(major + 1) }
    }
}
