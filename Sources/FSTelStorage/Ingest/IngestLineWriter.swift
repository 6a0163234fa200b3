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
}
