// libFuzzer target for the line parser: the JSON scanner and the format v1 decoder.
// Built by scripts/fuzz.sh together with Sources/FSTelModel as one module (no package
// build needed). A crash, a hang (-timeout), a leak (LeakSanitizer) or a broken
// invariant below stops the run and saves the input as crash-* / timeout-* / leak-*.

/// One decoder reused across inputs, as ingest does, to catch state leaking between lines.
nonisolated(unsafe) var reusedDecoder = LineDecoder()

/// nil when the line is accepted, else its reason.
func outcome(_ decoder: inout LineDecoder, _ bytes: UnsafeRawBufferPointer) -> RejectReason? {
    do {
        _ = try decoder.decode(bytes)
        return nil
    } catch {
        return error.reason
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLineDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    var fresh = LineDecoder()
    let first = outcome(&fresh, bytes)
    let reused = outcome(&reusedDecoder, bytes)
    // Deterministic and stateless: a reused decoder gives the same verdict as a fresh one.
    precondition(first == reused, "fresh decoder: \(String(describing: first)), reused: \(String(describing: reused))")
    // The JSON layer alone, with a small depth limit, must not crash either; and it may
    // reject only what the full decoder also rejects.
    var scanner = JSONScanner(maxDepth: 4)
    do {
        try scanner.scan(bytes)
    } catch {
        if error.reason != .nestingTooDeep { precondition(first != nil, "scanner rejected (\(error.reason)) what the decoder accepted") }
    }
    return 0
}
