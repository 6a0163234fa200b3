import Foundation
import FSTelIO
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
import FSTelTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Edits through a shared mapping (`mmap` with `MAP_SHARED`) that keep a file's size, on
/// tmpfs, where no store through a mapping moves mtime or ctime (pages are never written
/// back): the outcome docs/ingest.md states ("What the model cannot tell").
enum SharedMemoryFolder {
    /// `/dev/shm` when it is a writable tmpfs.
    static let path: String? = {
        let mounts = (try? String(contentsOfFile: "/proc/mounts", encoding: .utf8)) ?? ""
        let mounted = mounts.split(separator: "\n").contains { $0.split(separator: " ").dropFirst().prefix(2) == ["/dev/shm", "tmpfs"] }
        return mounted && access("/dev/shm", W_OK) == 0 ? "/dev/shm" : nil
    }()
}

@Suite(.enabled(if: SharedMemoryFolder.path != nil, "needs a writable tmpfs at /dev/shm"))
struct MappedEditTests {

    static func status(_ path: String) -> [Int] {
        var info = stat()
        _ = stat(path, &info)
        return [Int(info.st_size), info.st_mtim.tv_sec, info.st_mtim.tv_nsec, info.st_ctim.tv_sec, info.st_ctim.tv_nsec]
    }

    /// A file mapped shared and written to once (the byte it holds, at `old`'s first
    /// occurrence: the page is then dirty and writable in the mapping, as a logger's is).
    final class Mapping {
        let fd: Int32
        let map: UnsafeMutableRawPointer
        let size: Int
        let at: Int

        init(_ path: String, at old: String) throws {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let needle = Array(old.utf8)
            at = try #require((0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle })
            size = bytes.count
            fd = open(path, O_RDWR)
            map = try #require(mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0))
            memset(map + at, Int32(bytes[at]), 1)
        }

        /// Writes `new` over the bytes at the place found, through the mapping.
        func write(_ new: String) {
            for (index, byte) in new.utf8.enumerated() { map.storeBytes(of: byte, toByteOffset: at + index, as: UInt8.self) }
        }

        deinit {
            munmap(map, size)
            close(fd)
        }
    }

    static func ingest(_ store: Store, _ path: String) throws -> FileIngestReport {
        try #require(try Ingestor(store: store, options: IngestOptions()).ingest(paths: [path]).files.first)
    }

    @Test func anEditThatKeepsSizeAndCtimeIsNotReadUntilTheFileIsTouched() throws {
        let dir = try TemporaryDirectory(under: try #require(SharedMemoryFolder.path))
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let path = try dir.write("app.log", FileOperationRegressionTests.log("m1", bad: false))
        let mapping = try Mapping(path, at: "\"seq\":1,")
        let first = try Self.ingest(store, path)
        #expect(first.stored == 4)

        let before = Self.status(path)
        mapping.write("\"seq\":7,")
        #expect(Self.status(path) == before)
        let unchanged = try Self.ingest(store, path)
        #expect(unchanged.lines == 0)
        #expect(try store.database.int("SELECT count(*) FROM transitions") == 3)

        // A touch moves ctime: the prefix is hashed again, and the edited file is new content.
        #expect(utimensat(AT_FDCWD, path, nil, 0) == 0)
        let touched = try Self.ingest(store, path)
        #expect(touched.lines == 4)
        #expect(touched.stored + touched.duplicates == 4)
        #expect(try store.database.int("SELECT count(*) FROM transitions") == 4)
        #expect(try store.database.int("SELECT count(*) FROM transitions WHERE seq = 7") == 1)
    }

    @Test func anEditOfTheFirstLineIsReadAsNewContent() throws {
        let dir = try TemporaryDirectory(under: try #require(SharedMemoryFolder.path))
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let path = try dir.write("app.log", FileOperationRegressionTests.log("m1", bad: false))
        let mapping = try Mapping(path, at: "iPhone12,1")
        _ = try Self.ingest(store, path)
        let before = Self.status(path)
        // The session start's model, same length: records are found by the first line.
        mapping.write("iPhone12,8")
        #expect(Self.status(path) == before)
        let again = try Self.ingest(store, path)
        #expect(again.lines == 4)
        #expect(!again.resumed)
        #expect(again.stored + again.duplicates == 4)
        #expect(try store.database.int("SELECT count(*) FROM transitions") == 3)
    }
}
