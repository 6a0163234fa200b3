import FSTelStorage

/// Adds a batch's counts (gathered in ``RollupDeltas``) to `restore_rollup`,
/// `duration_sketch`, `transition_rollup`, `failure_rollup`, `dimension_rollup` and
/// `dimension_failure_rollup`, inside the batch's
/// transaction, just before it commits (``EventWriter/commitBatch(_:)``): one upsert per
/// ``rows`` distinct keys, each table's keys in its primary key's order
/// (``RollupDeltas/KeyOrder``), counts added and sketches merged by `fstel_sketch_merge`
/// on conflict. It first folds in the durations that triggers recorded in
/// `duration_sketch_changes` (a session's facts arrived, a row was deleted), so that table
/// stays empty between batches.
final class RollupWriter {
    /// Keys per upsert. Like the transition groups, one statement for many rows costs
    /// fewer instructions than one per row.
    private static let rows = 16
    private let addToRollup: Statement
    private let addToFailureRollup: Statement
    private let addToRestoreRollup: Statement
    private let addToDurationSketch: Statement
    private let takeSketchChanges: Statement
    private let addToDimensionRollup: Statement
    private let addToDimensionFailureRollup: Statement
    /// An encoded empty sketch: padding rows that change nothing.
    private static let emptySketch = DurationSketch().encoded()

    /// Parameters 1...10 of a rollup row (``bindRollupKey(_:_:_:at:)``).
    private static let rollupKeyColumns = [
        "day", "strategy", "direction", "started", "os_name", "os_version", "device_model", "app_version", "os_major", "os_minor",
    ]

    init(database db: Database) throws {
        let counts = ["ok", "failed", "cancelled", "ignored", "restores", "mismatches", "durations"]
        addToRollup = try db.makeStatement(sql: Self.upsertSQL(
            table: "transition_rollup", columns: Self.rollupKeyColumns + counts, update: Self.sums(counts)))
        addToFailureRollup = try db.makeStatement(sql: Self.upsertSQL(
            table: "failure_rollup",
            columns: ["day", "strategy", "direction", "started", "os_version", "app_version", "failure", "os_major", "os_minor", "failures"],
            update: Self.sums(["failures"])))
        addToRestoreRollup = try db.makeStatement(sql: Self.upsertSQL(
            table: "restore_rollup",
            columns: ["day", "strategy", "started", "os_version", "app_version", "method", "container",
                      "os_major", "os_minor", "restores", "mismatches", "cell_reused"],
            update: "restores = restores + excluded.restores, mismatches = mismatches + excluded.mismatches, "
                + "cell_reused = cell_reused + excluded.cell_reused"))
        addToDurationSketch = try db.makeStatement(sql: Self.upsertSQL(
            table: "duration_sketch",
            columns: ["day", "strategy", "direction", "started", "os_version", "app_version", "os_major", "os_minor", "sketch"],
            update: "sketch = fstel_sketch_merge(sketch, excluded.sketch)"))
        addToDimensionRollup = try db.makeStatement(sql: Self.upsertSQL(
            table: "dimension_rollup", columns: ["day", "strategy", "dimension", "value", "attempts", "failures"],
            update: Self.sums(["attempts", "failures"])))
        addToDimensionFailureRollup = try db.makeStatement(sql: Self.upsertSQL(
            table: "dimension_failure_rollup", columns: ["day", "strategy", "dimension", "value", "failure", "failures"],
            update: Self.sums(["failures"])))
        takeSketchChanges = try db.makeStatement(sql: """
            DELETE FROM duration_sketch_changes
            RETURNING day, strategy, direction, started, os_version, app_version, os_major, os_minor, duration_ms, weight
            """)
    }

    /// An upsert of ``rows`` rows of `columns` that runs `update` on conflict.
    private static func upsertSQL(table: String, columns: [String], update: String) -> String {
        let row = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        return """
            INSERT INTO \(table) (\(columns.joined(separator: ", ")))
            VALUES \(Array(repeating: row, count: rows).joined(separator: ",\n"))
            ON CONFLICT DO UPDATE SET \(update)
            """
    }

    /// An update that adds each of `columns` to the stored row.
    private static func sums(_ columns: [String]) -> String {
        columns.map { "\($0) = \($0) + excluded.\($0)" }.joined(separator: ", ")
    }

    /// Writes every count of `deltas` and forgets them: the restore counts and duration
    /// sketches first, then the transition and failure counts.
    func write(_ deltas: inout RollupDeltas) throws {
        try writeSummaries(&deltas)
        guard !deltas.isEmpty else { return }
        try writeCounts(deltas)
        try writeDimensions(deltas)
        deltas.removeAll()
    }

    // MARK: Dimension counts

    /// Adds the batch's attempts and failures per dimension value to `dimension_rollup`,
    /// and its failures per kind to `dimension_failure_rollup`, each in its key's order.
    private func writeDimensions(_ deltas: RollupDeltas) throws {
        let (counts, kinds) = deltas.dimensionRows()
        guard !counts.isEmpty else { return }
        let order = deltas.keyOrder(
            strategies: counts.keys.map(\.strategy), failures: kinds.keys.map(\.failure),
            dimensionValues: counts.keys.map(\.value))
        let rows = RollupDeltas.ordered(counts) { RollupDeltas.sortKey($0.key, order) }
        try upsert(addToDimensionRollup, rows, width: 6) { s, entry, p in
            try self.bindDimensionKey(s, entry.key, deltas, at: p)
            try s.bind(entry.value.attempts, at: p + 4)
            try s.bind(entry.value.failures, at: p + 5)
        } padding: { s, entry, p in
            try self.bindDimensionKey(s, entry.key, deltas, at: p)
            try s.bind(0, at: p + 4)
            try s.bind(0, at: p + 5)
        }
        let kindRows = RollupDeltas.ordered(kinds) { RollupDeltas.sortKey($0.key, order) }
        try upsert(addToDimensionFailureRollup, kindRows, width: 6) { s, entry, p in
            try self.bindDimensionFailure(s, entry.key, count: entry.value, deltas, at: p)
        } padding: { s, entry, p in
            try self.bindDimensionFailure(s, entry.key, count: 0, deltas, at: p)
        }
    }

    /// Binds day, strategy, dimension, value to p...p+3.
    private func bindDimensionKey(_ s: Statement, _ key: RollupDeltas.DimensionKey, _ deltas: RollupDeltas, at p: Int32) throws {
        try s.bind(key.day, at: p)
        try s.bindTextNoCopy(deltas.strategies.text(key.strategy), at: p + 1)
        try s.bind(RollupDeltas.dimensionStaticNames[key.dimension], at: p + 2)
        if let value = deltas.dimensionText(key.value) { try s.bindTextNoCopy(value, at: p + 3) } else { try s.bind("" as StaticString, at: p + 3) }
    }

    /// Binds day, strategy, dimension, value, failure, failures to p...p+5.
    private func bindDimensionFailure(
        _ s: Statement, _ key: RollupDeltas.DimensionFailureKey, count: Int, _ deltas: RollupDeltas, at p: Int32
    ) throws {
        try bindDimensionKey(s, key.key, deltas, at: p)
        if key.failure < 0 { try s.bind("" as StaticString, at: p + 4) } else { try s.bindTextNoCopy(deltas.failures.text(key.failure), at: p + 4) }
        try s.bind(count, at: p + 5)
    }

    // MARK: Transition and failure counts

    /// Adds the batch's counts to `transition_rollup` and `failure_rollup`.
    private func writeCounts(_ deltas: RollupDeltas) throws {
        let failureRows = deltas.failureRows()
        let order = deltas.keyOrder(
            strategies: deltas.counts.keys.map(\.strategy) + failureRows.keys.map(\.key.strategy),
            facts: deltas.counts.keys.map(\.facts), coarseFacts: failureRows.keys.map(\.key.facts),
            failures: failureRows.keys.map(\.failure))
        let counts = RollupDeltas.ordered(deltas.counts) { RollupDeltas.sortKey($0.key, order) }
        try upsert(addToRollup, counts, width: 17) { s, entry, p in
            try self.bindRollupKey(s, entry.key, deltas, at: p)
            let c = entry.value
            for (offset, value) in [c.ok, c.failed, c.cancelled, c.ignored, c.restores, c.mismatches, c.durations].enumerated() {
                try s.bind(value, at: p + 10 + Int32(offset))
            }
        } padding: { s, entry, p in
            try self.bindRollupKey(s, entry.key, deltas, at: p)
            for offset in Int32(0)..<7 { try s.bind(0, at: p + 10 + offset) }
        }
        let failures = RollupDeltas.ordered(failureRows) { RollupDeltas.sortKey($0.key, order) }
        try upsert(addToFailureRollup, failures, width: 10) { s, entry, p in
            try self.bindFailure(s, entry.key, count: entry.value, deltas, at: p)
        } padding: { s, entry, p in
            try self.bindFailure(s, entry.key, count: 0, deltas, at: p)
        }
    }

    /// Binds a rollup key to parameters p...p+9 (day ... os_minor).
    private func bindRollupKey(_ s: Statement, _ key: RollupDeltas.Key, _ deltas: RollupDeltas, at p: Int32) throws {
        try s.bind(key.day, at: p)
        try s.bindTextNoCopy(deltas.strategies.text(key.strategy), at: p + 1)
        try s.bind(key.enter ? "enter" as StaticString : "exit", at: p + 2)
        if key.facts == RollupDeltas.unknownFacts {
            try s.bind(false, at: p + 3)
            for index in Int32(4)...7 { try s.bind("" as StaticString, at: p + index) }
            try s.bindNull(p + 8)
            try s.bindNull(p + 9)
        } else {
            let facts = deltas.facts[Int(key.facts)], text = deltas.factsText[Int(key.facts)]
            try s.bind(true, at: p + 3)
            try s.bindTextNoCopy(text.osName, at: p + 4)
            try s.bindTextNoCopy(text.osVersion, at: p + 5)
            try s.bindTextNoCopy(text.deviceModel, at: p + 6)
            try s.bindTextNoCopy(text.appVersion, at: p + 7)
            if let m = facts.osMajor { try s.bind(m, at: p + 8) } else { try s.bindNull(p + 8) }
            if let m = facts.osMinor { try s.bind(m, at: p + 9) } else { try s.bindNull(p + 9) }
        }
    }

    /// Binds a failure row to parameters p...p+9 (day, strategy, direction, started,
    /// os_version, app_version, failure, os_major, os_minor, failures).
    private func bindFailure(
        _ s: Statement, _ row: RollupDeltas.FailureRow, count: Int, _ deltas: RollupDeltas, at p: Int32
    ) throws {
        let key = row.key
        try s.bind(key.day, at: p)
        try s.bindTextNoCopy(deltas.strategies.text(key.strategy), at: p + 1)
        try s.bind(key.enter ? "enter" as StaticString : "exit", at: p + 2)
        if row.failure < 0 { try s.bind("" as StaticString, at: p + 6) } else { try s.bindTextNoCopy(deltas.failures.text(row.failure), at: p + 6) }
        try s.bind(count, at: p + 9)
        try bindFacts(s, key.facts, deltas, at: p + 3, major: p + 7)
    }

    // MARK: Restore counts and duration sketches

    /// Folds the recorded changes into `deltas`, writes its restore counts and sketches
    /// (in the tables' key order), and forgets them.
    private func writeSummaries(_ deltas: inout RollupDeltas) throws {
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

    // MARK: Shared

    /// Runs `statement` (``rows`` rows of `width` parameters) over `entries` in chunks. A
    /// last, partial chunk is padded with its first entry bound with zero counts (an empty
    /// sketch): that row conflicts with the first one, just inserted, and adds nothing.
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

    /// Binds started, os_version, app_version to p...p+2 and os_major, os_minor to major,
    /// major+1 ('' and NULL while the facts are unknown) from the coarse facts.
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
