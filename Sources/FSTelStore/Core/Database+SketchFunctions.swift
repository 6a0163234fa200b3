import CSQLite

/// SQL functions over ``DurationSketch`` blobs, registered on every connection:
///
/// - `fstel_sketch_merge(a, b)`: the sum of two encoded sketches (NULL counts as empty);
///   the ingest writer's upsert into `duration_sketch` merges with it on conflict;
/// - `fstel_duration_sketch(x)`: an aggregate, the encoded sketch of the non-NULL values x
///   (migration 0009 builds the sketches of stored rows with it).
///
/// Neither is in a trigger or a view, so a store stays usable from any SQLite client.
extension Database {
    func registerSketchFunctions() throws(SQLiteError) {
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS
        var code = sqlite3_create_function_v2(
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

        code = sqlite3_create_function_v2(
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
            },
            { context in
                var sketch = DurationSketch()
                if let slot = sqlite3_aggregate_context(context, 0)?.assumingMemoryBound(to: UnsafeMutableRawPointer?.self),
                   let existing = slot.pointee {
                    sketch = Unmanaged<SketchBox>.fromOpaque(existing).takeRetainedValue().sketch
                    slot.pointee = nil
                }
                sketch.encoded().withUnsafeBytes { sqlite3_result_blob(context, $0.baseAddress, Int32($0.count), csqlite_transient()) }
            }, nil)
        if code != SQLITE_OK { throw lastError(code: code, sql: nil) }
    }
}

/// The state of one `fstel_duration_sketch` aggregate.
private final class SketchBox {
    var sketch = DurationSketch()
}
