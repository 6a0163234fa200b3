import Foundation
import Testing
@testable import FSTelIO

@Suite struct LogDirectoryTests {
    func directory(_ files: [String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fstel-logdir-\(UUID().uuidString)").path
        for file in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.utf8).write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    @Test func namesOfLogFilesParseIntoBaseRotationAndCompression() {
        #expect(LogDirectory.parse("app.log")! == ("app.log", 0, nil))
        #expect(LogDirectory.parse("app.log.3.gz")! == ("app.log", 3, ".gz"))
        #expect(LogDirectory.parse("a.ndjson.gz")! == ("a.ndjson", 0, ".gz"))
        #expect(LogDirectory.parse("x.jsonl.12")! == ("x.jsonl", 12, nil))
        // Every compression the reader decodes has its suffix.
        #expect(LogDirectory.parse("app.log.2.xz")! == ("app.log", 2, ".xz"))
        #expect(LogDirectory.parse("app.ndjson.zst")! == ("app.ndjson", 0, ".zst"))
        #expect(LogDirectory.parse("app.log.1.bz2")! == ("app.log", 1, ".bz2"))
        #expect(LogDirectory.parse("app.log.lz4") == nil)
        for name in ["notes.txt", ".app.log", "app.log.swp", "app.log.1.tmp", ".log", "log", "app.logx", "app.log.gz.1", "app.log.x1", "app.json"] {
            #expect(LogDirectory.parse(name) == nil, "\(name)")
        }
    }

    @Test func filesComeByBaseInByteOrderWithRotationsOldestFirst() throws {
        let root = try directory([
            "b.ndjson", "a.log", "a.log.1", "a.log.2.gz", "a.log.10", "B.jsonl", "notes.txt", ".hidden.log",
            "sub/c.log", "sub/deeper/d.ndjson.gz", "sub/.e.log", "zz/readme.md",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let flat = try LogDirectory.files(in: root, recursive: false)
        #expect(flat.files.map { String($0.dropFirst(root.count + 1)) } == ["B.jsonl", "a.log.10", "a.log.2.gz", "a.log.1", "a.log", "b.ndjson"])
        #expect(flat.skippedDirectories.map { String($0.dropFirst(root.count + 1)) } == ["sub", "zz"])
        let deep = try LogDirectory.files(in: root + "/", recursive: true)
        #expect(deep.files.map { String($0.dropFirst(root.count + 1)) }
            == ["B.jsonl", "a.log.10", "a.log.2.gz", "a.log.1", "a.log", "b.ndjson", "sub/c.log", "sub/deeper/d.ndjson.gz"])
        #expect(deep.skippedDirectories.isEmpty)
        // The same order every time, whatever the directory listing's order.
        for _ in 0..<3 { #expect(try LogDirectory.files(in: root, recursive: true).files == deep.files) }
    }

    @Test func aLinkToAFileIsReadAndALinkToADirectoryIsNotFollowed() throws {
        let root = try directory(["real/x.log", "other/y.log"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/real/link.log", withDestinationPath: root + "/other/y.log")
        try FileManager.default.createSymbolicLink(atPath: root + "/real/loop", withDestinationPath: root)
        let found = try LogDirectory.files(in: root + "/real", recursive: true)
        #expect(found.files.map { ($0 as NSString).lastPathComponent } == ["link.log", "x.log"])
    }

    @Test func anUnreadableDirectoryThrows() {
        #expect(throws: (any Error).self) { try LogDirectory.files(in: "/nonexistent-\(UUID().uuidString)", recursive: false) }
    }
}
