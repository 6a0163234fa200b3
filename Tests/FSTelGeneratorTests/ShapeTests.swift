import Foundation
import Testing
@testable import FSTelGenerator

/// `--shape`, `--app-versions` and `--device-models`: the ways real logs arrive, and
/// high-cardinality facts; the standard shape keeps the bytes of earlier versions.
@Suite("Generator shapes")
struct ShapeTests {
    /// Every line of `options`, with what the generator says it is.
    func lines(_ options: GeneratorOptions) throws -> [(info: LogLineGenerator.Line, text: [UInt8])] {
        var generator = try LogLineGenerator(options)
        var result: [(LogLineGenerator.Line, [UInt8])] = []
        var buffer: [UInt8] = []
        while let info = generator.appendNextLine(to: &buffer) {
            result.append((info, buffer))
            buffer.removeAll(keepingCapacity: true)
        }
        return result
    }

    func field(_ line: [UInt8], _ path: String...) -> String? {
        var value: Any? = try? JSONSerialization.jsonObject(with: Data(line))
        for key in path { value = (value as? [String: Any])?[key] }
        return value as? String
    }

    func fnv(_ bytes: [UInt8], _ start: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var h = start
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    /// The FNV-1a 64 of the three files `fstel generate --sessions 300 --seed 3 --days 3
    /// --dup-rate 0.02 --bad-rate 0.02 --files 3` wrote before shapes existed.
    @Test func theStandardShapeKeepsTheBytesOfEarlierVersions() throws {
        let dir = makeTempDir()
        defer { cleanup(dir) }
        var options = GeneratorOptions(sessions: 300, seed: 3, files: 3, days: 3)
        options.dupRate = 0.02
        options.badRate = 0.02
        let summary = try generateLogs(options, into: dir)
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for file in summary.files { h = fnv(try readBytes(file), h) }
        #expect(h == 0x7c9f_86ff_5099_e653)
    }

    @Test func perDeviceUploadsKeepSessionsContiguousFromOneDeviceInRandomDayOrder() throws {
        var options = GeneratorOptions(sessions: 800, seed: 5, days: 7)
        options.shape = .perDeviceUpload
        let all = try lines(options)
        // Contiguous: a session's lines form one run.
        var finished: Set<Int> = []
        var current = -1
        for (info, _) in all where info.session != current {
            #expect(!finished.contains(info.session), "session \(info.session) resumed after another")
            if current >= 0 { finished.insert(current) }
            current = info.session
        }
        #expect(finished.count == 799)
        // One device per upload of 8 sessions.
        var models: [Int: Set<String>] = [:]
        var startDays: [String] = []
        for (info, text) in all where info.kind == .sessionStart {
            models[info.session / 8, default: []].insert(field(text, "device", "model") ?? "?")
            if let ts = field(text, "ts") { startDays.append(String(ts.prefix(10))) }
        }
        #expect(models.values.allSatisfy { $0.count == 1 })
        #expect(Set(models.values.map { $0.first! }).count > 5)
        // Uploads in random day order: the day goes back often, and every day is there.
        let backwards = zip(startDays, startDays.dropFirst()).filter { $0.1 < $0.0 }.count
        #expect(backwards > startDays.count / 20, "\(backwards) of \(startDays.count)")
        #expect(Set(startDays.map { $0 }).count >= 7)
    }

    @Test func aTimeMergedStreamInterleavesThousandsOfSessions() throws {
        var options = GeneratorOptions(sessions: 6000, seed: 5, days: 2)
        options.shape = .timeMerged
        let all = try lines(options)
        let firstLines = all.prefix(20_000).map(\.info.session)
        #expect(Set(firstLines).count >= 2048)
        let standard = try lines(GeneratorOptions(sessions: 6000, seed: 5, days: 2)).prefix(20_000).map(\.info.session)
        #expect(Set(standard).count < 4000)
        #expect(all.filter { $0.info.kind == .sessionStart }.count == 6000)
    }

    @Test func longAndShortSessionsHaveTheirTransitionCounts() throws {
        for (shape, range) in [(GeneratorShape.longSessions, 100...300), (.manyShort, 1...2)] {
            var options = GeneratorOptions(sessions: 60, seed: 9, days: 1)
            options.shape = shape
            var perSession: [Int: Int] = [:]
            for (info, _) in try lines(options) where info.kind == .transition { perSession[info.session, default: 0] += 1 }
            #expect(perSession.count == 60, "\(shape)")
            #expect(perSession.values.allSatisfy { range.contains($0) }, "\(shape): \(perSession.values.sorted())")
        }
    }

    @Test func appVersionsAndDeviceModelsReachTheirCardinality() throws {
        var options = GeneratorOptions(sessions: 20_000, seed: 2, days: 3)
        options.appVersions = 3000
        options.deviceModels = 2000
        var apps: Set<String> = []
        var models: Set<String> = []
        for (info, text) in try lines(options) where info.kind == .sessionStart {
            apps.insert(field(text, "app", "version") ?? "?")
            models.insert(field(text, "device", "model") ?? "?")
        }
        #expect(apps.count > 2500 && apps.count <= 3000)
        #expect(models.count > 1700 && models.count <= 2000)
        #expect(apps.allSatisfy { $0.hasPrefix("9.") })
        // Deterministic: the same options, the same bytes.
        #expect(try lines(options).map(\.text) == lines(options).map(\.text))
    }
}
