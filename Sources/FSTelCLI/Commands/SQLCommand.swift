import CommandLineKit
import Foundation
import FSTelIO
@_spi(FSTelDrivers) import FSTelQuery
import FSTelStore
@_spi(FSTelDrivers) import FSTelStorage

/// `fstel sql [--param NAME=VALUE ...] "SQL" | --file F.sql`
struct SQLCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "sql",
            abstract: "Run one read-only SQL query on the store and print its rows.",
            discussion: """
                The store is opened read-only and the query runs under an authorizer: writes, schema
                changes, ATTACH and writing pragmas are refused and change nothing. Exactly one statement
                is allowed. Named parameters (:name, @name, $name) take --param name=value (numbers bind
                as numbers); parameters without a value are NULL, as in sqlite3. Rows stream in every format.
                Saved queries: reports/*.sql (docs/sql.md). A refused or invalid statement exits 65;
                --file - reads the query from standard input (so do /dev/stdin and <(...)); an
                unreadable --file exits 66 with the system's reason.
                On a PostgreSQL store (--db postgresql://...) the query runs alone in a READ ONLY
                transaction that is rolled back, with statement_timeout set to --timeout; only a query
                (SELECT, WITH, VALUES, TABLE, EXPLAIN, SHOW) is sent. A query cancelled at its time limit
                exits 75 (on SQLite too). Use a role that may only read (fstel setup-roles, docs/postgresql.md):
                a superuser, or a role that may read the server's files, is refused with exit 77 unless
                --allow-superuser is given.
                --timeout holds in wall-clock time. --max-memory (default 256M) bounds the memory of
                SQLite (for the whole process) and any one value to a quarter of it; past it the
                query ends with exit 79. On PostgreSQL it sets work_mem.
                Only allowed functions run (aggregates, window, date, JSON, math, string, fstel's
                own); any other is refused by name (exit 65). Count with the summary views
                (daily_transition_counts, daily_failure_kinds, daily_restore_counts,
                daily_duration_sketches, pruned_days): they agree with fstel report after a
                prune. A query that reads raw rows while the store has pruned days gets a note
                on stderr naming them.
                """,
            examples: [
                "sql \"SELECT strategy, sum(failures) * 1.0 / sum(attempts) AS failure_rate FROM daily_transition_counts GROUP BY 1\"",
                "sql \"SELECT strategy, count(*) FROM transition_facts GROUP BY 1\"",
                "sql --file reports/failure_rates.sql --param strategy=present_landscape_vc --format csv",
            ])
    }

    var store = StoreOptions()
    var output = FormatOptions()

    @Option(name: "param", valueName: "NAME=VALUE", help: "Bind a named parameter.", split: false)
    var parameterTexts: [String] = []

    @Option(name: "file", valueName: "F.sql", help: "Read the query from a file instead of the argument (- for standard input; a pipe or <(...) works).", completion: .file)
    var file: String?

    @Option(
        name: "timeout", valueName: "SECONDS",
        help: "Stop the query after this many seconds (on PostgreSQL: its statement_timeout); 0: no limit.")
    var timeoutSeconds: Double = 60

    @Option(
        name: "max-memory", valueName: "SIZE",
        help: "Memory the query may use, e.g. 512M or 2G (a plain number is MiB; 0: no limit); on PostgreSQL its work_mem.")
    var maxMemoryText: String = "256M"

    @Flag(
        name: "allow-superuser",
        help: "On PostgreSQL, run the query even when the role is a superuser or may read the server's files (refused otherwise, exit 77).")
    var allowSuperuser: Bool

    @Arguments(name: "SQL", help: "The query (or use --file).", maximum: 1, completion: .none)
    var statements: [String]

    func validate() throws {
        switch (statements.first, file) {
        case (nil, nil): throw UsageError("give the query as an argument or with --file")
        case (_?, _?): throw UsageError("give the query either as an argument or with --file, not both")
        default: break
        }
        _ = try parameters()
        if timeoutSeconds < 0 { throw UsageError("--timeout must be 0 (no limit) or more seconds") }
        _ = try maxMemoryBytes()
    }

    /// `--max-memory` in bytes (0: no limit): `512M`, `2G`, `65536K`, `300` (MiB).
    func maxMemoryBytes() throws -> Int {
        let text = maxMemoryText.trimmingCharacters(in: .whitespaces).lowercased()
        let units: [(String, Int)] = [("gib", 1 << 30), ("mib", 1 << 20), ("kib", 1 << 10), ("g", 1 << 30), ("m", 1 << 20), ("k", 1 << 10)]
        var number = Substring(text)
        var scale = 1 << 20
        for (suffix, size) in units where text.hasSuffix(suffix) {
            number = text.dropLast(suffix.count)
            scale = size
            break
        }
        guard let value = Double(number), value.isFinite, value >= 0, value * Double(scale) < 1e15 else {
            throw UsageError("--max-memory expects a size such as 256M, 2G or 0 (no limit), got '\(maxMemoryText)'")
        }
        let bytes = Int(value * Double(scale))
        if bytes != 0 && bytes < 4 << 20 { throw UsageError("--max-memory must be at least 4M (or 0: no limit)") }
        return bytes
    }

    /// `--timeout` in whole milliseconds (at least 1 when not 0, since 0 means no limit).
    var timeoutMilliseconds: Int {
        timeoutSeconds == 0 ? 0 : max(1, Int((timeoutSeconds * 1000).rounded()))
    }

    func parameters() throws -> [AdHocQuery.Parameter] {
        try parameterTexts.map { text in
            guard let parameter = AdHocQuery.Parameter(parsing: text) else {
                throw UsageError("--param expects NAME=VALUE, got '\(text)'")
            }
            return parameter
        }
    }

    /// The longest query `--file` takes (SQLite's own default limit on a statement is 1e9
    /// bytes; a query file past this is a mistake, not a query).
    static let maxFileBytes = 64 << 20

    /// The statement's text: the argument, or the content of `--file` (read here, not while
    /// parsing): a file, `-` for standard input, `/dev/stdin`, a pipe or `<(...)`.
    func statementText() throws -> String {
        if let text = statements.first { return text }
        guard let file else { throw UsageError("give the query as an argument or with --file") }
        let data: [UInt8]
        do throws(InputError) {
            data = try WholeInput.read(file, limit: Self.maxFileBytes)
        } catch {
            throw PlainError("cannot read --file \(file): \(error.message)", exitCode: .unreadableInput)
        }
        return String(decoding: data, as: UTF8.self)
    }

    func run(_ console: Console) throws -> ExitCode {
        let sql = try statementText()
        let parameters = try parameters()
        let maxMemory = try maxMemoryBytes()
        // SQLite's heap limit is process-wide and must be set before the first connection:
        // the fstel process runs one query. (In-process, as in tests, only the size of one
        // value is limited.) A PostgreSQL store's query does not use SQLite's heap.
        if maxMemory > 0 && CommandLineTool.ownsProcess { limitLocalQueryMemory(bytes: Int64(maxMemory)) }
        let opened = try store.openStore(console, access: .read)
        let db = opened.queryConnection
        if !allowSuperuser, let reason = try opened.privilegedRoleReason() {
            throw PlainError(
                "refusing to run a query on \(opened.displayName) as it stands: \(reason), so a query could read or write the server's files (pg_read_file, lo_export) even in a read-only transaction. Connect as a role that may only read (fstel setup-roles makes one; docs/postgresql.md), or give --allow-superuser; nothing was run",
                exitCode: .notPermitted)
        }
        let outcome: AdHocQuery.Outcome
        do {
            outcome = try AdHocQuery.run(
                sql: sql, parameters: parameters, in: db, timeoutMilliseconds: timeoutMilliseconds,
                maxMemoryBytes: maxMemory, format: output.format, width: console.width) { console.out.write($0) }
        } catch let error as AdHocQueryError {
            var message = error.message(for: sql, dialect: SQLDialect(backend: db.backend))
            if let missing = SchemaCatalog.missingObject(in: message), let names = try? SchemaCatalog.objectNames(opened) {
                if let best = Suggestions.closest(to: missing, among: names).first {
                    message += "\ndid you mean '\(best)'? ('fstel schema' lists every table and view)"
                } else {
                    message += "\n'fstel schema' lists every table and view"
                }
            }
            throw PlainError(message, exitCode: Self.exitCode(for: error))
        }
        // A PostgreSQL role that may read only some views may not read pruned_ranges: no note then.
        let pruned = outcome.readsRawRows ? try? Retention.prunedDays(db, fromMs: nil, toMs: nil) : nil
        // Parameters the statement tests for NULL are optional: unset, they are no news.
        let optional = AdHocQuery.optionalParameters(in: sql)
        let unset = outcome.unsetParameters.filter { !optional.contains($0) }
        if !unset.isEmpty {
            console.note("note: no --param for \(unset.joined(separator: ", ")): bound to NULL\n")
        }
        if let pruned {
            // Printed even with --quiet, as the reports do: the numbers above miss days.
            console.err.write(Prose.wrapped(Self.prunedNotice(pruned), width: min(max(console.width ?? 80, 40), 100)) + "\n")
        }
        return .success
    }

    /// The notice for a query that read raw rows while the store has pruned days.
    static func prunedNotice(_ days: PrunedDays) -> String {
        "note: this query reads raw rows (transition_facts, transitions, session_facts, sessions), and fstel prune "
            + "has deleted those of days \(days.text): they are not in its result. The summary views keep every day: "
            + "count with daily_transition_counts, daily_failure_kinds, daily_restore_counts and "
            + "daily_duration_sketches (docs/sql.md); the days pruned are listed in pruned_days."
    }

    /// 65 for a statement that cannot run or was refused; 75 for one cancelled at its time
    /// limit; 79 for one that needed more memory than --max-memory; a lost connection or a
    /// server failure as for any command.
    static func exitCode(for error: AdHocQueryError) -> ExitCode {
        if error.isOverMemoryLimit { return .queryOverMemoryLimit }
        if let failure = error.storeFailure { return CommandLineTool.describe(failure).1 }
        switch error {
        case .timedOut: return .storeBusy
        case .memoryLimit: return .queryOverMemoryLimit
        default: return .badStatement
        }
    }
}
