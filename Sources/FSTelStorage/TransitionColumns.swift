/// The columns that hold one transition, in the order of PostgreSQL's `transitions`
/// table and SQLite's `transitions` view: its key, the values its log line carries
/// (`seq` ... `extra`), then where it was read (`source_id`, `line`, `run_id`).
package enum TransitionColumns {
    package static let list = """
        session_key, seq, ts, direction, strategy, outcome, failure, duration_ms, trigger, from_orientation,
        to_orientation, app_state, status_bar_orientation, status_bar_hidden, screen_width, screen_height,
        window_width, window_height, bounds_swapped, restore_method, restore_container, restore_list,
        restore_section, restore_item, restored_section, restored_item, cell_reused, restore_mismatch, extra,
        source_id, line, run_id
        """

    /// ``list`` with each column written `prefix` + its name (`t.session_key, t.seq, ...`);
    /// `withKey: false` leaves out `session_key` (the columns a log line gives).
    package static func list(qualifiedBy prefix: String, withKey: Bool = true) -> String {
        let names = list.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }
        return names.dropFirst(withKey ? 0 : 1).map { prefix + $0 }.joined(separator: ", ")
    }
}
