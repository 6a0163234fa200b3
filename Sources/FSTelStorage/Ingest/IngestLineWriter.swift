import FSTelIO
import FSTelModel

/// Lines: what the engine's writing thread calls once per line, directly (the engine is
/// generic over its backend).
package protocol IngestLineWriter: AnyObject {
    /// Stores one decoded event (it may wait for the batch's commit). `codes` are the
    /// transition's dictionary codes the decoding thread found in ``codeBook``'s codes
    /// (``TransitionCodes/none`` where it found none, or the backend has no code book).
    func write(
        _ event: DecodedEvent, text: UnsafeRawBufferPointer, codes: TransitionCodes, sourceID: Int64, line: Int, runID: Int64
    ) throws
    /// Stores the lines of a decoded block from its entry `first` to `end` (excluded), in
    /// order, and counts them in `report`: the engine calls this once per block. A driver
    /// implements it as a call of ``storeLines(of:from:to:sourceID:generation:runID:maxLineBytes:report:)``,
    /// which is `@inlinable`: the driver's module compiles the loop for its own backend, and
    /// its per-line calls of ``write(_:text:codes:sourceID:line:runID:)`` and
    /// ``reject(_:raw:rawLength:sourceID:generation:runID:line:offset:place:)`` are direct
    /// (the engine, generic and in another module, would call each through the witness
    /// table).
    func writeLines(
        of block: DecodePipeline.Block, from first: Int, to end: Int, sourceID: Int64, generation: Int64, runID: Int64,
        maxLineBytes: Int, report: inout FileIngestReport
    ) throws
    /// Where the decoding thread learns `dictionary` codes; nil (the default) when the
    /// backend stores no codes.
    var codeBook: DictionaryCodeBook? { get }
    /// Keeps a rejected line once per place in its source's content, and once per `place`:
    /// the ``PrefixHash`` of the content up to the line's end (its line feed included), the
    /// same for the same line of the same content under any source.
    func reject(
        _ rejection: Rejection, raw: UnsafeRawBufferPointer, rawLength: Int,
        sourceID: Int64, generation: Int64, runID: Int64, line: Int, offset: Int64, place: UInt64) throws
}

extension IngestLineWriter {
    package var codeBook: DictionaryCodeBook? { nil }

    /// A backend that does not implement it runs the loop generic (a call through the
    /// witness table per line).
    package func writeLines(
        of block: DecodePipeline.Block, from first: Int, to end: Int, sourceID: Int64, generation: Int64, runID: Int64,
        maxLineBytes: Int, report: inout FileIngestReport
    ) throws {
        try storeLines(
            of: block, from: first, to: end, sourceID: sourceID, generation: generation, runID: runID,
            maxLineBytes: maxLineBytes, report: &report)
    }

    /// The block loop of ``writeLines(of:from:to:sourceID:generation:runID:maxLineBytes:report:)``.
    @inlinable @inline(__always)
    package func storeLines(
        of block: DecodePipeline.Block, from first: Int, to end: Int, sourceID: Int64, generation: Int64, runID: Int64,
        maxLineBytes: Int, report: inout FileIngestReport
    ) throws {
        try block.raw.withUnsafeBytes { raw in
            try block.text.withUnsafeBytes { text in
                for index in first..<end {
                    let entry = block.entries[index]
                    try storeLine(
                        block.results[index], codes: block.codes[index], raw: UnsafeRawBufferPointer(rebasing: raw[entry.raw]),
                        text: text, length: entry.length, number: entry.number, offset: entry.offset, place: { entry.place },
                        sourceID: sourceID, generation: generation, runID: runID, maxLineBytes: maxLineBytes, report: &report)
                }
            }
        }
    }

    /// Counts one line in `report` and stores what it is: a stored (or duplicate) event,
    /// or a rejected line with its place, reason and bytes.
    @inlinable @inline(__always)
    package func storeLine(
        _ result: DecodePipeline.Entry.Result, codes: TransitionCodes, raw: UnsafeRawBufferPointer,
        text: UnsafeRawBufferPointer, length: Int, number: Int, offset: Int64, place: () -> UInt64, sourceID: Int64,
        generation: Int64, runID: Int64, maxLineBytes: Int, report: inout FileIngestReport
    ) throws {
        let rejection: Rejection
        switch result {
        case .blank:
            report.blank += 1
            return
        case .event(let event, let range):
            report.lines += 1
            try write(event, text: UnsafeRawBufferPointer(rebasing: text[range]), codes: codes, sourceID: sourceID, line: number, runID: runID)
            return
        case .truncated:
            rejection = Rejection(.lineTooLong, "line of \(length) bytes exceeds the limit of \(maxLineBytes) bytes")
        case .rejected(let refused):
            rejection = refused
        }
        report.lines += 1
        report.rejected += 1
        try reject(
            rejection, raw: raw, rawLength: length, sourceID: sourceID, generation: generation,
            runID: runID, line: number, offset: offset, place: place())
    }
}
