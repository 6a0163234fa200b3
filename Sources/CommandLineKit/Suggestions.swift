/// "Did you mean ...?": the closest names to a mistyped one, by edit distance.
package enum Suggestions {
    /// The candidates close enough to `word` to be what was meant, closest first (at most
    /// `limit`). Close enough: an edit distance of at most a third of the longer word
    /// (and at least 1, 2 for words over 4 letters), or one word a prefix of the other.
    package static func closest(to word: String, among candidates: [String], limit: Int = 1) -> [String] {
        let typed = word.lowercased()
        var scored: [(String, Int)] = []
        for candidate in candidates {
            let lower = candidate.lowercased()
            let distance = editDistance(typed, lower)
            let allowance = max(typed.count > 4 ? 2 : 1, max(typed.count, lower.count) / 3)
            if distance <= allowance || (typed.count >= 3 && lower.hasPrefix(typed)) {
                scored.append((candidate, distance))
            }
        }
        var seen: Set<String> = []
        return scored.sorted { $0.1 < $1.1 }.map(\.0).filter { seen.insert($0).inserted }.prefix(limit).map { $0 }
    }

    /// `unknown <what>; did you mean 'x'?` (and, when `listing`, the valid values).
    package static func unknown(_ what: String, _ word: String, among candidates: [String], listing: Bool = false) -> String {
        var text = "unknown \(what)"
        if let best = closest(to: word, among: candidates).first {
            text += "; did you mean '\(best)'?"
        }
        if listing { text += " (one of: \(candidates.joined(separator: ", ")))" }
        return text
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions).
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { rows[i][0] = i }
        for j in 0...y.count { rows[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var best = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    best = min(best, rows[i - 2][j - 2] + 1)
                }
                rows[i][j] = best
            }
        }
        return rows[x.count][y.count]
    }
}
