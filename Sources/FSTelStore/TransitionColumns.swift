/// The columns that hold one transition, in the order of PostgreSQL's `transitions`
/// table and SQLite's `transitions` view: its key, the values its log line carries
/// (`seq` ... `extra`), then where it was read (`source_id`, `line`, `run_id`).
enum TransitionColumns {
    static let list = """
        session_key, seq, ts, direction, strategy, outcome, failure, duration_ms, trigger, from_orientation,
        to_orientation, app_state, status_bar_orientation, status_bar_hidden, screen_width, screen_height,
        window_width, window_height, bounds_swapped, restore_method, restore_container, restore_list,
        restore_section, restore_item, restored_section, restored_item, cell_reused, restore_mismatch, extra,
        source_id, line, run_id
        """
}
