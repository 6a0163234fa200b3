import Testing
@testable import FSTelRecorder

@Suite struct LogFileNameTests {
    @Test func aNameGivesItsPrefixExactlyWhateverThePrefixesLookLike() {
        let writer = "1764000000000-4242-0a1b2c3d"
        for prefix in ["fstel", "fstel-ext", "a", "x_1-2", "fstel-1764000000000-1-0a1b2c3d-000001"] {
            for stage in [LogFileName.Stage.creating, .live, .compressed, .partial] {
                let name = LogFileName.make(prefix: prefix, sequence: 42, writer: writer, stage: stage)
                let parsed = LogFileName(name)
                #expect(parsed?.prefix == Substring(prefix) && parsed?.sequence == 42 && parsed?.stage == stage, "\(name)")
            }
        }
        #expect(LogFileName.make(prefix: "p", sequence: 7, writer: writer, stage: .compressed) == "p.000000000007.\(writer).ndjson.gz")
    }

    @Test func namesOfTheEarlierLayoutAreParsedFromTheRight() {
        let ext = LogFileName("fstel-ext-1764000000000-4242-0a1b2c3d-000001.ndjson.gz")
        #expect(ext?.prefix == "fstel-ext" && ext?.sequence == nil && ext?.stage == .compressed)
        let live = LogFileName("fstel-1764000000000-4242-0a1b2c3d-1234567.ndjson")
        #expect(live?.prefix == "fstel" && live?.sequence == nil && live?.stage == .live)
        #expect(LogFileName("a.b-1764000000000-4242-0a1b2c3d-000001.ndjson.gz")?.prefix == "a.b")
    }

    @Test func otherFilesAndInvalidPrefixesAreNotLogFiles() {
        for name in [
            ".fstel-sequence", "fstel.ndjson", "fstel.42.1764-1-0a1b2c3d.ndjson", "fstel.000000000042.bad.ndjson",
            "fstel.000000000042.1764-1-0A1B2C3D.ndjson", ".000000000042.1764-1-0a1b2c3d.ndjson", "notes.txt",
            "fstel-1764-4242-0a1b2c3d-000001.ndjson", "-1764000000000-4242-0a1b2c3d-000001.ndjson",
        ] {
            #expect(LogFileName(name) == nil, "\(name)")
        }
        #expect(!LogFileName.isValidPrefix("a.b"))
        #expect(!LogFileName.isValidPrefix(""))
        #expect(!LogFileName.isValidPrefix(String(repeating: "a", count: 65)))
        #expect(!LogFileName.isValidPrefix("é"))
        #expect(LogFileName.isValidPrefix(String(repeating: "a", count: 64)))
    }
}
