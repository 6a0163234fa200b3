import Foundation
@testable import FSTelCLI

/// The package's root folder, found from this file's path.
let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// The `fstel` executable built by `swift build` / `swift test` (debug).
func builtExecutable() throws -> String {
    let candidates = [
        packageRoot + "/.build/debug/fstel",
        packageRoot + "/.build/x86_64-unknown-linux-gnu/debug/fstel",
        packageRoot + "/.build/aarch64-unknown-linux-gnu/debug/fstel",
    ]
    guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        throw CLITestError("the fstel executable was not found under .build; run `swift build` first")
    }
    return path
}

struct CLITestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The result of running `fstel`, in-process or as a child process.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String

    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(stdout.utf8))
    }
}

/// Runs `fstel` in-process with a capturing console.
func runInProcess(_ arguments: [String], environment: [String: String] = [:]) -> RunResult {
    let (console, out, err) = Console.capturing(environment: environment)
    let status = CommandLineTool.run(arguments, console: console)
    return RunResult(status: status, stdout: out.text, stderr: err.text)
}

/// Runs the built `fstel` as a child process, optionally feeding `stdin`.
func runExecutable(_ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil) throws -> RunResult {
    try runProcess(try builtExecutable(), arguments, stdin: stdin, environment: environment)
}

/// Runs any program as a child process and collects its exit status and output.
func runProcess(_ executable: String, _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil) throws -> RunResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let outPipe = Pipe()
    let errPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    let inPipe = Pipe()
    process.standardInput = stdin == nil ? FileHandle.nullDevice : inPipe
    try process.run()
    if let stdin {
        try inPipe.fileHandleForWriting.write(contentsOf: stdin)
        try inPipe.fileHandleForWriting.close()
    }
    let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
    let errData = errPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}

/// A fresh directory under the system temporary directory.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("fstel-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
        return file(name)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
