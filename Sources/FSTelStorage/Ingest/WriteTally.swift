/// Stored and duplicate events, counted as a backend writes their rows.
package struct WriteTally: Equatable {
    package var stored = 0
    package var duplicates = 0

    package init(stored: Int = 0, duplicates: Int = 0) {
        self.stored = stored
        self.duplicates = duplicates
    }
}
