/// Runs and accounting: the `ingest_runs` row of a command and the `ingest_files` rows of
/// the sources it read.
package protocol IngestRuns: AnyObject {
    func beginRun(command: String) throws -> Int64
    func finishRun(_ runID: Int64) throws
    /// Writes (or replaces) the `ingest_files` row of a run and source.
    func recordFile(runID: Int64, sourceID: Int64, report: FileIngestReport) throws
    /// Records a source's accounting in a transaction of its own, outside any batch.
    func recordFileAlone(runID: Int64, sourceID: Int64, report: FileIngestReport) throws
}
