import Foundation

/// The log files of a directory, as `fstel ingest DIR` reads them.
///
/// **Which files.** A file whose name, after one compression suffix the reader knows
/// (``compressionSuffixes``: `.gz`, `.xz`, `.zst`, `.zstd`, `.bz2`) and one rotation number (`.1`, `.2`, ...), ends in
/// `.log`, `.ndjson` or `.jsonl`: `app.ndjson`, `app.log.1`, `app.log.2.gz`,
/// `app.ndjson.gz`. Whether a file is compressed is found by its magic bytes when it is
/// read, not by its name, so `app.log.1` holding gzip is read as gzip. Names starting
/// with `.` are left out (editors' and tools' temporary files), and so are
/// subdirectories unless `recursive`. Symbolic links to files are followed; links to
/// directories are not (a tree with a loop ends).
///
/// **In which order.** Files of one directory by their base name (the name without
/// rotation and compression suffixes) in byte order; the files of one base oldest first
/// as logrotate numbers them (`app.log.3.gz`, `app.log.2.gz`, `app.log.1`, `app.log`);
/// then each subdirectory's files, subdirectories in byte order of their names.
package enum LogDirectory {
    /// The name endings of log files.
    package static let logSuffixes = [".log", ".ndjson", ".jsonl"]
    /// The name suffixes of the compressions the line reader decodes (each recognised by
    /// its magic bytes, whatever the name): one switch over ``CompressionFormat``, so a
    /// format added to the reader cannot be left out here.
    package static let compressionSuffixes: [String] = CompressionFormat.allCases.flatMap { format -> [String] in
        switch format {
        case .gzip: return [".gz"]
        case .xz: return [".xz"]
        case .zstd: return [".zst", ".zstd"]
        case .bzip2: return [".bz2"]
        }
    }

    /// A log file's name split into its base (`app.log`), rotation (3 in `app.log.3.gz`;
    /// 0 for none) and compression suffix; nil when the name is not a log file's.
    package static func parse(_ name: String) -> (base: String, rotation: Int, compression: String?)? {
        guard !name.hasPrefix(".") else { return nil }
        var rest = Substring(name)
        var compression: String?
        if let suffix = compressionSuffixes.first(where: { rest.hasSuffix($0) && rest.count > $0.count }) {
            compression = suffix
            rest = rest.dropLast(suffix.count)
        }
        var rotation = 0
        if let dot = rest.lastIndex(of: "."), dot != rest.startIndex {
            let digits = rest[rest.index(after: dot)...]
            if !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
                rotation = Int(digits)!
                rest = rest[..<dot]
            }
        }
        guard let suffix = logSuffixes.first(where: { rest.hasSuffix($0) }), rest.count > suffix.count else { return nil }
        return (String(rest), rotation, compression)
    }

    /// The log files under `directory` in reading order (see the type's notes), and the
    /// subdirectories left out (without `recursive`).
    package static func files(in directory: String, recursive: Bool) throws -> (files: [String], skippedDirectories: [String]) {
        var files: [String] = []
        var skipped: [String] = []
        try collect(directory, recursive: recursive, into: &files, skipped: &skipped)
        return (files, skipped)
    }

    private static func collect(_ directory: String, recursive: Bool, into files: inout [String], skipped: inout [String]) throws {
        let manager = FileManager.default
        let names = try manager.contentsOfDirectory(atPath: directory)
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var logs: [(base: String, rotation: Int, path: String)] = []
        var subdirectories: [String] = []
        for name in names where !name.hasPrefix(".") {
            let path = prefix + name
            guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
            let type = attributes[.type] as? FileAttributeType
            if type == .typeDirectory {
                subdirectories.append(name)
                continue
            }
            guard let parsed = parse(name) else { continue }
            if type == .typeSymbolicLink {
                // A link to a file is read; a link to a directory is not followed.
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            }
            logs.append((parsed.base, parsed.rotation, path))
        }
        logs.sort { a, b in
            let x = Array(a.base.utf8), y = Array(b.base.utf8)
            if x != y { return x.lexicographicallyPrecedes(y) }
            // Oldest first: the highest rotation number, the live file (0) last.
            let ra = a.rotation == 0 ? -1 : a.rotation, rb = b.rotation == 0 ? -1 : b.rotation
            if ra != rb { return ra > rb }
            return Array(a.path.utf8).lexicographicallyPrecedes(Array(b.path.utf8))
        }
        files += logs.map(\.path)
        for name in subdirectories.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            if recursive {
                try collect(prefix + name, recursive: true, into: &files, skipped: &skipped)
            } else {
                skipped.append(prefix + name)
            }
        }
    }
}
