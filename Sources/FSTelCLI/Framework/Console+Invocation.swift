import CommandLineKit
import Foundation

extension Console {
    /// How a hint calls this program so that it runs as printed: `fstel` when the `fstel`
    /// on PATH is this program (or the path is unknown), else the path it was started with
    /// (after `swift run`, `fstel` is not on PATH).
    public var invocation: String {
        guard let programPath, programPath.contains("/") else { return "fstel" }
        let this = URL(fileURLWithPath: programPath).resolvingSymlinksInPath().path
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(folder) + "/fstel"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                if URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path == this { return "fstel" }
                break
            }
        }
        return ShellWord.quoted(programPath)
    }
}
