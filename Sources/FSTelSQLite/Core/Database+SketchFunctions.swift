import FSTelStorage
import CSQLite

/// SQL functions over ``DurationSketch`` blobs, registered on every connection:
///
/// - `fstel_sketch_merge(a, b)`: the sum of two encoded sketches (NULL counts as empty);
///   the ingest writer's upsert into `duration_sketch` merges with it on conflict;
/// - `fstel_duration_sketch(x)`: an aggregate, the encoded sketch of the non-NULL values x
///   (migration 0009 builds the sketches of stored rows with it).
///
/// - `fstel_duration_sketch(x, weight)`: the same, adding each x `weight` times (a negative
///   weight takes values out, as the rows of `duration_sketch_changes` do);
/// - `fstel_sketch_sum(sketch)`: an aggregate, the merge of the encoded sketches of a group;
/// - `fstel_sketch_count(sketch)`, `fstel_sketch_percentile(sketch, percent)` (nearest rank,
///   0 < percent <= 100) and `fstel_sketch_max(sketch)`: what `fstel report durations`
///   reads from a merged sketch (NULL for an empty one).
///
/// Neither of the first two is in a trigger; the view `daily_duration_sketches` (migration
/// 0013) uses the sum and the weighted form, so that one view needs fstel (`fstel sql`) to
/// be read; everything else in a store stays usable from any SQLite client.
extension Database {
    func registerSketchFunctions() throws(SQLiteError) {
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS
        try registerSketchMerge(flags: flags)
        try registerSketchAggregates(flags: flags)
        try registerSketchReaders(flags: flags)
    }

    /// `fstel_sketch_merge(a, b)`.
    private func registerSketchMerge(flags: Int32) throws(SQLiteError) {
        let code = sqlite3_create_function_v2(
            handle, "fstel_sketch_merge", 2, flags, nil,
            { context, _, arguments in
                guard let arguments else { return }
                func bytes(_ value: OpaquePointer?) -> UnsafeRawBufferPointer {
                    guard let value, sqlite3_value_type(value) != SQLITE_NULL, let base = sqlite3_value_blob(value) else {
                        return UnsafeRawBufferPointer(start: nil, count: 0)
                    }
                    return UnsafeRawBufferPointer(start: base, count: Int(sqlite3_value_bytes(value)))
                }
                do {
                    let merged = try DurationSketch.mergeEncoded(bytes(arguments[0]), bytes(arguments[1]))
                    merged.withUnsafeBytes { sqlite3_result_blob(context, $0.baseAddress, Int32($0.count), csqlite_transient()) }
                } catch {
                    sqlite3_result_error(context, "\(error)", -1)
                }
            }, nil, nil, nil)
        if code != SQLITE_OK { throw lastError(code: code, sql: nil) }
    }

    /// The aggregates `fstel_duration_sketch(x)`, `fstel_duration_sketch(x, weight)` and
    /// `fstel_sketch_sum(sketch)`.
    private func registerSketchAggregates(flags: Int32) throws(SQLiteError) {
        var code = sqlite3_create_function_v2(
            handle, "fstel_duration_sketch", 1, flags, nil, nil,
            { context, _, arguments in
                guard let value = arguments?[0], sqlite3_value_type(value) != SQLITE_NULL else { return }
                guard let slot = sqlite3_aggregate_context(context, Int32(MemoryLayout<UnsafeMutableRawPointer?>.size))?
                    .assumingMemoryBound(to: UnsafeMutableRawPointer?.self) else {
                    sqlite3_result_error_nomem(context)
                    return
                }
                let box: SketchBox
                if let existing = slot.pointee {
                    box = Unmanaged<SketchBox>.fromOpaque(existing).takeUnretainedValue()
                } else {
                    box = SketchBox()
                    slot.pointee = Unmanaged.passRetained(box).toOpaque()
                }
                box.sketch.add(sqlite3_value_double(value))
            }, finishSketchAggregate, nil)
        if code != SQLITE_OK { throw lastError(code: code, sql: nil) }

        code = sqlite3_create_function_v2(
            handle, "fstel_duration_sketch", 2, flags, nil, nil,
            { context, _, arguments in
                guard let value = arguments?[0], sqlite3_value_type(value) != SQLITE_NULL,
                      let weight = arguments?[1] else { return }
                guard let box = sketchBox(context, create: true) else {
                    sqlite3_result_error_nomem(context)
                    return
                }
                // Weights are +1 and -1 in the store; a bound keeps sums of any weights given
                // by user SQL far from overflowing.
                let w = sqlite3_value_int64(weight)
                guard w.magnitude <= 1 << 32 else {
                    sqlite3_result_error(context, "fstel_duration_sketch: the weight must be between -2^32 and 2^32", -1)
                    return
                }
                box.sketch.add(sqlite3_value_double(value), weight: Int(w))
            }, finishSketchAggregate, nil)
        if code != SQLITE_OK { throw lastError(code: code, sql: nil) }

        code = sqlite3_create_function_v2(
            handle, "fstel_sketch_sum", 1, flags, nil, nil,
            { context, _, arguments in
                guard let value = arguments?[0], sqlite3_value_type(value) != SQLITE_NULL else { return }
                guard let box = sketchBox(context, create: true) else {
                    sqlite3_result_error_nomem(context)
                    return
                }
                do {
                    try box.sketch.merge(encoded: sketchBytes(value))
                } catch {
                    sqlite3_result_error(context, "\(error)", -1)
                }
            }, finishSketchAggregate, nil)
        if code != SQLITE_OK { throw lastError(code: code, sql: nil) }
    }

    /// `fstel_sketch_count`, `fstel_sketch_percentile` and `fstel_sketch_max`.
    private func registerSketchReaders(flags: Int32) throws(SQLiteError) {
        var code: Int32
        for (name, arity) in [("fstel_sketch_count", Int32(1)), ("fstel_sketch_percentile", 2), ("fstel_sketch_max", 1)] {
            // The user data tells fstel_sketch_max (non-nil) from fstel_sketch_count.
            code = sqlite3_create_function_v2(
                handle, name, arity, flags, name == "fstel_sketch_max" ? UnsafeMutableRawPointer(bitPattern: 1) : nil,
                { context, count, arguments in
                    guard let arguments, let value = arguments[0], sqlite3_value_type(value) != SQLITE_NULL else {
                        sqlite3_result_null(context)
                        return
                    }
                    var sketch = DurationSketch()
                    do {
                        try sketch.merge(encoded: sketchBytes(value))
                    } catch {
                        sqlite3_result_error(context, "\(error)", -1)
                        return
                    }
                    switch count {
                    case 2:
                        let percent = arguments[1].map { sqlite3_value_int64($0) } ?? 0
                        guard (1...100).contains(percent) else {
                            sqlite3_result_error(context, "fstel_sketch_percentile: the percent must be 1 to 100", -1)
                            return
                        }
                        if let p = sketch.percentile(Int(percent)) { sqlite3_result_double(context, p) } else { sqlite3_result_null(context) }
                    default:
                        if sqlite3_user_data(context) != nil {
                            if let m = sketch.maxValue { sqlite3_result_double(context, m) } else { sqlite3_result_null(context) }
                        } else {
                            sqlite3_result_int64(context, Int64(sketch.count))
                        }
                    }
                }, nil, nil, nil)
            if code != SQLITE_OK { throw lastError(code: code, sql: nil) }
        }
    }
}

/// The bytes of a blob argument (empty for NULL).
private func sketchBytes(_ value: OpaquePointer) -> UnsafeRawBufferPointer {
    guard sqlite3_value_type(value) != SQLITE_NULL, let base = sqlite3_value_blob(value) else {
        return UnsafeRawBufferPointer(start: nil, count: 0)
    }
    return UnsafeRawBufferPointer(start: base, count: Int(sqlite3_value_bytes(value)))
}

/// The sketch of an aggregate's group, made on first use when `create`.
private func sketchBox(_ context: OpaquePointer?, create: Bool) -> SketchBox? {
    guard let slot = sqlite3_aggregate_context(context, create ? Int32(MemoryLayout<UnsafeMutableRawPointer?>.size) : 0)?
        .assumingMemoryBound(to: UnsafeMutableRawPointer?.self) else { return nil }
    if let existing = slot.pointee { return Unmanaged<SketchBox>.fromOpaque(existing).takeUnretainedValue() }
    guard create else { return nil }
    let box = SketchBox()
    slot.pointee = Unmanaged.passRetained(box).toOpaque()
    return box
}

/// The final step of the sketch aggregates: the encoded sketch (empty for no rows).
private let finishSketchAggregate: @convention(c) (OpaquePointer?) -> Void = { context in
    var sketch = DurationSketch()
    if let slot = sqlite3_aggregate_context(context, 0)?.assumingMemoryBound(to: UnsafeMutableRawPointer?.self),
       let existing = slot.pointee {
        sketch = Unmanaged<SketchBox>.fromOpaque(existing).takeRetainedValue().sketch
        slot.pointee = nil
    }
    sketch.encoded().withUnsafeBytes { sqlite3_result_blob(context, $0.baseAddress, Int32($0.count), csqlite_transient()) }
}

/// The state of one `fstel_duration_sketch` aggregate.
private final class SketchBox {
    var sketch = DurationSketch()
}
