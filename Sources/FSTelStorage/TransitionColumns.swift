import FSTelModel

/// The columns that hold one transition, in the order of PostgreSQL's `transitions`
/// table and SQLite's `transitions` view: its key, the values its log line carries
/// (`seq` ... `extra`, ``LogFields/transition``), then where it was read (`source_id`,
/// `line`, `run_id`).
package enum TransitionColumns {
    package static let list = "session_key, " + LogFields.columns(LogFields.transition) + ", source_id, line, run_id"

    /// ``list`` with each column written `prefix` + its name (`t.session_key, t.seq, ...`);
    /// `withKey: false` leaves out `session_key` (the columns a log line gives).
    package static func list(qualifiedBy prefix: String, withKey: Bool = true) -> String {
        let names = list.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }
        return names.dropFirst(withKey ? 0 : 1).map { prefix + $0 }.joined(separator: ", ")
    }
}
