import FSTelGenerator
import FSTelModel
import Foundation
import Testing

private let endDay = daysFromCivil(year: 2026, month: 11, day: 28)

@Suite("Generated logs")
struct GeneratorTests {
    @Test func sameOptionsGiveByteIdenticalFilesAndAnotherSeedDiffers() throws {
        let options = GeneratorOptions(sessions: 400, seed: 42, files: 3, days: 2, badRate: 0.05, dupRate: 0.03)
        let (a, filesA) = try generate(options)
        let (b, filesB) = try generate(options)
        #expect(filesA == filesB)
        #expect(a.totalLines == b.totalLines && a.bytes == b.bytes)
        var other = options
        other.seed = 43
        let (_, filesC) = try generate(other)
        #expect(filesA != filesC)
        #expect(filesA[0] != filesC[0])
    }

    @Test func summaryCountsMatchTheLinesInTheFiles() throws {
        let options = GeneratorOptions(sessions: 1500, seed: 7, files: 4, days: 3, badRate: 0.04, dupRate: 0.05)
        let (summary, files) = try generate(options)
        let corpus = Corpus(files: files)
        #expect(corpus.total == summary.totalLines)
        #expect(corpus.valid == summary.validLines)
        #expect(corpus.duplicates == summary.duplicateLines)
        #expect(corpus.bad == summary.badLines)
        #expect(corpus.valid + corpus.duplicates + corpus.bad == corpus.total)
        #expect(summary.validLines + summary.duplicateLines + summary.badLines == summary.totalLines)
        #expect(corpus.transitions.count == summary.transitions)
        #expect(corpus.sessions.count == summary.sessions && summary.sessionStarts == 1500)
        #expect(corpus.ends.count == summary.sessionEnds)
        #expect(summary.linesPerFile == files.map { splitLines($0).count })
        #expect(summary.bytes == files.reduce(0) { $0 + $1.count })
        #expect(summary.fileBytes == summary.bytes)
        #expect(summary.files.map { ($0 as NSString).lastPathComponent }
            == ["fstel-0001.ndjson", "fstel-0002.ndjson", "fstel-0003.ndjson", "fstel-0004.ndjson"])
        #expect(summary.duplicateLines > 0 && summary.badLines > 0)
    }

    @Test func everyLineIsValidFormatV1WhenNoBadLinesAreAsked() throws {
        let options = GeneratorOptions(sessions: 2000, seed: 11, files: 2, days: 4, extraFieldRate: 0.1)
        let (summary, files) = try generate(options)
        let corpus = Corpus(files: files)
        #expect(corpus.formatProblems.isEmpty, "\(corpus.formatProblems.prefix(3).joined(separator: "\n"))")
        #expect(corpus.bad == 0 && corpus.duplicates == 0)
        #expect(corpus.valid == summary.totalLines)

        // seq is 0, 1, 2, ... in every session, directions start with enter, and every
        // transition's session has a session_start somewhere.
        var bySession: [String: [ParsedTransition]] = [:]
        for t in corpus.transitions { bySession[t.sessionID, default: []].append(t) }
        for (id, list) in bySession {
            #expect(list.map(\.seq).sorted() == Array(0..<list.count), "session \(id)")
            #expect(list.min { $0.seq < $1.seq }!.direction == "enter")
            #expect(corpus.sessions[id] != nil)
        }
        #expect(corpus.sessions.keys.allSatisfy { $0.count == 36 })
        // Transitions per session stay in the default range 2...12.
        #expect(bySession.values.allSatisfy { (2...12).contains($0.count) })
        // Some sessions have no end.
        #expect(corpus.ends.count < corpus.sessions.count && corpus.ends.count > corpus.sessions.count / 2)
        // Timestamps: epoch numbers, Z and offsets, all within the generated days.
        #expect(corpus.epochTimestamps > 0 && corpus.zuluTimestamps > 0 && corpus.offsetTimestamps > 0)
        let first = Int64(endDay - 3) * 86_400_000
        let last = Int64(endDay + 1) * 86_400_000
        #expect(corpus.sessions.values.allSatisfy { $0.ms >= first && $0.ms < last })
        #expect(corpus.transitions.allSatisfy { $0.ms >= first && $0.ms < last })
        // Vocabulary: iOS and iPadOS, a 17.10 next to a 17.9, several strategies, extra fields.
        let versions = Set(corpus.sessions.values.map(\.osVersion))
        #expect(versions.isSuperset(of: ["10.3.3", "13.4.1", "17.9", "17.10", "18.1"]))
        #expect(Set(corpus.sessions.values.map(\.os)) == ["iOS", "iPadOS"])
        #expect(Set(corpus.transitions.map(\.strategy)).count == 6)
        #expect(Set(corpus.transitions.map(\.outcome)) == ["ok", "failed", "cancelled", "ignored"])
        #expect(corpus.extraFieldLines > 0)
        // Lines are about 250-450 bytes on average.
        let mean = Double(corpus.lineLengths.reduce(0, +)) / Double(corpus.lineLengths.count)
        #expect(mean > 200 && mean < 450, "mean line length \(mean)")
    }

    @Test func failuresFollowTheDomainPatterns() throws {
        let (_, files) = try generate(GeneratorOptions(sessions: 6000, seed: 3, files: 1, days: 2))
        let corpus = Corpus(files: files)
        func rate(_ strategy: String, _ failure: String, where keep: (ParsedTransition, ParsedSession) -> Bool) -> Double {
            var n = 0, failed = 0
            for t in corpus.transitions where t.strategy == strategy {
                guard let s = corpus.sessions[t.sessionID], keep(t, s), t.outcome == "ok" || t.outcome == "failed" else { continue }
                n += 1
                if t.failure == failure { failed += 1 }
            }
            return n == 0 ? -1 : Double(failed) / Double(n)
        }
        // status_bar_orientation breaks from iOS 13 on.
        let sbNew = rate("status_bar_orientation", "status_bar_wrong_orientation") { t, s in t.direction == "enter" && s.major >= 13 }
        let sbOld = rate("status_bar_orientation", "status_bar_wrong_orientation") { t, s in t.direction == "enter" && s.major < 13 }
        #expect(sbNew > 0.5 && sbOld >= 0 && sbOld < 0.1, "new \(sbNew) old \(sbOld)")
        // present_landscape_vc: half black screen on iOS 10 only.
        let hb10 = rate("present_landscape_vc", "half_black_screen") { t, s in t.direction == "enter" && s.major == 10 }
        let hbOther = rate("present_landscape_vc", "half_black_screen") { _, s in s.major != 10 }
        #expect(hb10 > 0.2 && hbOther == 0, "ios10 \(hb10) other \(hbOther)")
        // Entering in background swaps the screen bounds for present_landscape_vc.
        let bgSwap = rate("present_landscape_vc", "screen_bounds_swapped") { t, _ in t.appState == "background" && t.direction == "enter" }
        let fgSwap = rate("present_landscape_vc", "screen_bounds_swapped") { t, _ in t.appState == "active" }
        #expect(bgSwap > 0.3 && fgSwap == 0, "background \(bgSwap) active \(fgSwap)")
        // window_transform: alerts in the wrong orientation, at a low rate.
        let alerts = rate("window_transform", "alert_wrong_orientation") { t, _ in t.direction == "enter" }
        #expect(alerts > 0.005 && alerts < 0.1)

        // Restores: index_path lands right, superview mismatches when the cell was reused.
        var counts: [String: (n: Int, mismatch: Int)] = [:]
        for t in corpus.transitions where t.direction == "exit" {
            guard let r = t.restore, let restored = r["restored_item"] as? Int else { continue }
            let key = "\(r["method"] as! String)|\((r["cell_reused"] as? Bool) ?? false)"
            let mismatch = restored != (r["item"] as! Int) || (r["restored_section"] as! Int) != (r["section"] as! Int)
            counts[key, default: (0, 0)].n += 1
            if mismatch { counts[key, default: (0, 0)].mismatch += 1 }
        }
        func share(_ key: String) -> Double { Double(counts[key]!.mismatch) / Double(counts[key]!.n) }
        #expect(share("index_path|true") < 0.05 && share("index_path|false") < 0.05)
        #expect(share("superview|true") > 0.5 && share("superview|false") < 0.05)
        let containers = Set(corpus.transitions.compactMap { $0.restore?["container"] as? String })
        #expect(containers == ["table_view", "collection_view", "scroll_view", "view"])
    }

    @Test func badLinesAppearAtAboutTheBadRateWithSeveralRejectReasons() throws {
        let (summary, files) = try generate(GeneratorOptions(sessions: 3000, seed: 5, files: 2, badRate: 0.1))
        let corpus = Corpus(files: files)
        let share = Double(corpus.bad) / Double(corpus.total)
        #expect(share > 0.085 && share < 0.115, "bad share \(share)")
        #expect(corpus.bad == summary.badLines)
        let reasons = Set(summary.badLinesByReason.keys)
        #expect(reasons.isSuperset(of: [
            RejectReason.invalidJSON, .invalidUTF8, .duplicateKey, .unsupportedVersion, .unknownType,
            .missingField, .invalidField, .notAnObject,
        ].map(\.rawValue)))
        #expect(summary.badLinesByReason.values.reduce(0, +) == summary.badLines)
    }

    @Test func duplicatesRepeatEarlierLinesSometimesInAnotherFile() throws {
        let (summary, files) = try generate(GeneratorOptions(sessions: 1000, seed: 9, files: 3, dupRate: 0.08))
        let corpus = Corpus(files: files)
        let share = Double(corpus.duplicates) / Double(corpus.total)
        #expect(share > 0.06 && share < 0.1, "dup share \(share)")
        #expect(corpus.duplicates == summary.duplicateLines)
        // Some duplicate lines sit in another file than their first copy.
        var firstFile: [[UInt8]: Int] = [:]
        var crossFile = 0
        for (f, bytes) in files.enumerated() {
            for line in splitLines(bytes) {
                if let earlier = firstFile[line] { if earlier != f { crossFile += 1 } } else { firstFile[line] = f }
            }
        }
        #expect(crossFile > 0)
    }

    @Test func someTransitionsComeInAnEarlierFileThanTheirSessionStart() throws {
        let (_, files) = try generate(GeneratorOptions(sessions: 800, seed: 21, files: 4))
        let corpus = Corpus(files: files)
        let early = corpus.transitions.filter { t in
            guard let s = corpus.sessions[t.sessionID] else { return false }
            return t.file < s.file
        }
        #expect(!early.isEmpty)
        // Lines of one session spread over several files.
        let spread = Set(corpus.transitions.filter { corpus.sessions[$0.sessionID]!.file != $0.file }.map(\.sessionID))
        #expect(spread.count > 10)
        // Even in one file, a few transitions precede their session_start.
        let (_, single) = try generate(GeneratorOptions(sessions: 800, seed: 21))
        let one = Corpus(files: single)
        #expect(one.transitions.contains { $0.line < one.sessions[$0.sessionID]!.line })
    }

    @Test func plantedRegressionRaisesThatStrategysFailureRateOnTheLastDayOnly() throws {
        func dailyFailureRates(_ regression: PlantedRegression?) throws -> [String: [Int: Double]] {
            let options = GeneratorOptions(sessions: 6000, seed: 77, days: 3, regression: regression)
            let corpus = Corpus(files: try generate(options).1)
            var n: [String: [Int: Int]] = [:], failed: [String: [Int: Int]] = [:]
            for t in corpus.transitions {
                let day = Int(corpus.sessions[t.sessionID]!.ms / 86_400_000) - endDay
                n[t.strategy, default: [:]][day, default: 0] += 1
                if t.outcome == "failed" { failed[t.strategy, default: [:]][day, default: 0] += 1 }
            }
            var rates: [String: [Int: Double]] = [:]
            for (s, days) in n {
                for (d, count) in days { rates[s, default: [:]][d] = Double(failed[s]?[d] ?? 0) / Double(count) }
            }
            return rates
        }
        let planted = try dailyFailureRates(PlantedRegression(strategy: "native_rotation", addedFailureRate: 0.3))
        let native = planted["native_rotation"]!
        #expect(Set(native.keys) == [-2, -1, 0])
        #expect(native[0]! > native[-1]! + 0.2 && native[0]! > native[-2]! + 0.2, "\(native)")
        #expect(abs(native[-1]! - native[-2]!) < 0.06)
        // Other strategies keep their rate on the last day.
        let window = planted["window_transform"]!
        #expect(abs(window[0]! - window[-1]!) < 0.06, "\(window)")
        // Without the plant, the last day looks like the others.
        let plain = try dailyFailureRates(nil)["native_rotation"]!
        #expect(abs(plain[0]! - plain[-1]!) < 0.06, "\(plain)")
    }

    @Test func gzipOutputDecompressesToTheSameLinesAsPlainOutput() throws {
        var options = GeneratorOptions(sessions: 700, seed: 99, files: 2, badRate: 0.03, dupRate: 0.03)
        let (plainSummary, plain) = try generate(options)
        options.gzip = true
        let (gzSummary, gz) = try generate(options)
        #expect(plain == gz)
        #expect(gzSummary.files.allSatisfy { $0.hasSuffix(".ndjson.gz") })
        #expect(gzSummary.fileBytes > 0 && gzSummary.fileBytes < plainSummary.bytes / 3)
        #expect(gzSummary.totalLines == plainSummary.totalLines)
    }

    @Test func lineGeneratorStreamsTheSameBytesAsASingleFile() throws {
        let options = GeneratorOptions(sessions: 300, seed: 1234, badRate: 0.02, dupRate: 0.02)
        var generator = try LogLineGenerator(options)
        var bytes: [UInt8] = []
        var kinds: [LogLineGenerator.LineKind: Int] = [:]
        while let line = generator.appendNextLine(to: &bytes) {
            kinds[line.kind, default: 0] += 1
            #expect(bytes.last == 0x0A)
        }
        #expect(generator.isFinished)
        #expect(generator.appendNextLine(to: &bytes) == nil)
        let (summary, files) = try generate(options)
        #expect(files[0] == bytes)
        #expect(kinds[.sessionStart] == 300 && kinds[.transition] == summary.transitions)
        #expect(kinds[.bad] == summary.badLines && kinds[.duplicate] == summary.duplicateLines)
    }

    @Test func invalidOptionsAreRejectedWithAClearMessage() throws {
        #expect(throws: GeneratorError.self) { try LogLineGenerator(GeneratorOptions(sessions: 10, seed: 1, files: 0)) }
        #expect(throws: GeneratorError.self) { try LogLineGenerator(GeneratorOptions(sessions: 10, seed: 1, endDay: "2026-13-01")) }
        #expect(throws: GeneratorError.self) { try LogLineGenerator(GeneratorOptions(sessions: 10, seed: 1, badRate: 0.7, dupRate: 0.5)) }
        do {
            _ = try LogLineGenerator(GeneratorOptions(sessions: 10, seed: 1, regression: PlantedRegression(strategy: "teleport", addedFailureRate: 0.1)))
            Issue.record("expected an error")
        } catch let error as GeneratorError {
            #expect(String(describing: error).contains("teleport"))
        }
        // Zero sessions: empty files, zero counts.
        let (summary, files) = try generate(GeneratorOptions(sessions: 0, seed: 1, files: 2))
        #expect(summary.totalLines == 0 && files.allSatisfy(\.isEmpty))
    }
}
