import Foundation

/// A fresh directory under the system temporary directory, removed by ``cleanUp()``.
public struct TemporaryDirectory: Sendable {
    /// The directory's path.
    public let path: String
    /// The directory's file URL.
    public var url: URL { URL(fileURLWithPath: path) }

    /// Creates `fstel-test-<UUID>` under the system temporary directory.
    public init() throws {
        try self.init(under: FileManager.default.temporaryDirectory.path)
    }

    /// Creates `fstel-test-<UUID>` under `parent` (another file system than the temporary
    /// directory's, e.g. tmpfs at `/dev/shm`).
    public init(under parent: String) throws {
        path = URL(fileURLWithPath: parent).appendingPathComponent("fstel-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the directory (nothing is created).
    public func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` as UTF-8 to `name`, replacing it; returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    /// Writes `bytes` to `name`, replacing it; returns its path.
    @discardableResult
    public func write(_ name: String, bytes: [UInt8]) throws -> String {
        let target = file(name)
        try Data(bytes).write(to: URL(fileURLWithPath: target))
        return target
    }

    /// Appends `text` as UTF-8 to the existing file `name`.
    public func append(_ name: String, _ text: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file(name)))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// File names in the directory, sorted.
    public func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// Removes the directory and everything in it.
    public func cleanUp() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
