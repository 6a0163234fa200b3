import Foundation

/// Writes a command's output to a file atomically, with errors in plain words.
enum OutputFile {
    static func write(_ text: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        if !directory.isEmpty {
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
                throw PlainError("cannot write \(path): no such directory \(directory)", exitCode: .cannotCreateOutput)
            }
            guard isDirectory.boolValue else {
                throw PlainError("cannot write \(path): \(directory) is not a directory", exitCode: .cannotCreateOutput)
            }
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw PlainError("cannot write \(path): it is a directory", exitCode: .cannotCreateOutput)
        }
        if !FileManager.default.isWritableFile(atPath: directory.isEmpty ? "." : directory) {
            throw PlainError("cannot write \(path): permission denied in \(directory.isEmpty ? "." : directory)", exitCode: .cannotCreateOutput)
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw PlainError("cannot write \(path): \((error as NSError).localizedFailureReason ?? error.localizedDescription)", exitCode: .cannotCreateOutput)
        }
    }
}
