import FSTelStore

/// A store the reports read, whichever its backend: every ``OpenedStore`` (``Store`` for
/// SQLite, ``PostgresStore`` for PostgreSQL, or what ``openStore(_:access:createIfMissing:)``
/// returns) gives the same typed answers for the same rows.
public typealias ReportingStore = OpenedStore

/// The reports as typed answers. Each reads the store and writes nothing: open it with
/// `openStore(pathOrURL, access: .read)`. Rows come in report order: groups ascending by their dimension values (naturally: `17.9` before `17.10`),
/// groups with fewer than `minAttempts` last; a ``ReportRequest`` with
/// ``ReportRequest/sort`` orders them by result columns instead.
extension ReportingStore {
    /// Attempts, failures, failure rate and its Wilson 95% interval per group
    /// (``FailureRatesReport``).
    ///
    /// - Parameters:
    ///   - dimensions: What to group by; none gives one row for everything.
    ///   - filter: Which transitions count.
    ///   - minAttempts: Groups with fewer attempts are marked ``FailureRate/insufficient``.
    public func failureRates(by dimensions: [Dimension] = [.strategy], filter: ReportFilter = ReportFilter(), minAttempts: Int? = nil) throws -> [FailureRate] {
        try FailureRatesReport.rows(try Self.request(dimensions, filter, minAttempts), in: queryConnection)
    }

    /// Failure kinds per group with their share of the group's failures (``FailuresReport``).
    public func failures(by dimensions: [Dimension] = [.strategy], filter: ReportFilter = ReportFilter(), minAttempts: Int? = nil) throws -> [FailureKindCount] {
        try FailuresReport.rows(try Self.request(dimensions, filter, minAttempts), in: queryConnection)
    }

    /// Restores, mismatches and the mismatch rate per group (``RestoreReport``);
    /// `minAttempts` counts exits. `exact` scans raw transitions instead of `restore_rollup`
    /// (the same counts, without the pruned days).
    public func restores(by dimensions: [Dimension] = [.method], filter: ReportFilter = ReportFilter(), minAttempts: Int? = nil, exact: Bool = false) throws -> [RestoreRate] {
        var request = try Self.request(dimensions, filter, minAttempts)
        request.useRollup = !exact
        return try RestoreReport.rows(request, in: queryConnection)
    }

    /// Nearest-rank percentiles of the animation time per group (``DurationsReport``);
    /// `minAttempts` counts durations. From the duration sketches ingest keeps (within
    /// ``DurationSummary/relativeError``, 1%), or, with `exact`, from every duration.
    public func durations(by dimensions: [Dimension] = [.strategy], filter: ReportFilter = ReportFilter(), minAttempts: Int? = nil, exact: Bool = false) throws -> [DurationSummary] {
        var request = try Self.request(dimensions, filter, minAttempts)
        request.useRollup = !exact
        return try DurationsReport.rows(request, in: queryConnection)
    }

    /// Per group, the strategies ranked by the upper bound of their failure-rate interval,
    /// with a verdict (``BestStrategyReport``). `dimensions` cannot include the strategy;
    /// `minAttempts` defaults to ``BestStrategyReport/defaultMinAttempts``.
    public func bestStrategies(by dimensions: [Dimension] = [.osMajor], filter: ReportFilter = ReportFilter(), minAttempts: Int? = nil) throws -> [StrategyRanking] {
        try BestStrategyReport.rows(try Self.request(dimensions, filter, minAttempts), in: queryConnection)
    }

    /// Where each strategy's failures concentrate (``CausesReport``): every dimension value
    /// tested against the rest of its strategy's attempts, the concentrated ones first,
    /// biggest excess first.
    public func causes(_ request: CausesRequest = CausesRequest()) throws -> [Concentration] {
        try CausesReport.rows(request, in: queryConnection)
    }

    /// One night's summary: the day's failure rates compared with its baseline, and what
    /// was flagged.
    ///
    /// Unlike the reports it writes: it keeps the night's duration percentiles in the
    /// store (`daily_durations`) before its raw rows are pruned, so open the store with
    /// `.write`.
    ///
    /// - Parameters:
    ///   - options: The night (a UTC day), the baseline length and the thresholds.
    ///   - now: The time the report says it was made, in UTC epoch milliseconds.
    public func nightly(_ options: NightlyOptions, now: Int64) throws -> NightlyReport {
        try Nightly.run(queryConnection, options: options, now: now)
    }

    static func request(_ dimensions: [Dimension], _ filter: ReportFilter, _ minAttempts: Int?) throws(ReportRequestError) -> ReportRequest {
        var seen: [Dimension] = []
        for dimension in dimensions {
            if seen.contains(dimension) { throw .repeatedDimension(dimension.name) }
            seen.append(dimension)
        }
        return ReportRequest(dimensions: dimensions, filter: filter, minAttempts: minAttempts)
    }
}
