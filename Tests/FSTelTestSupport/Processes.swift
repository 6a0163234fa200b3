import Foundation

/// The package's root folder, found from this file's path; `FSTEL_TEST_PACKAGE_ROOT`
/// names another (a copy of the built executables under `.build/debug/`, so that a long
/// run of the simulator is not disturbed by builds meanwhile).
public let packageRoot: String = {
    if let root = ProcessInfo.processInfo.environment["FSTEL_TEST_PACKAGE_ROOT"] { return root }
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// An error of a test's own making, with its message.
public struct TestSupportError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

/// The executable product `name` built by `swift build --build-tests` (debug).
public func builtExecutable(named name: String) throws -> String {
    let candidates = ["", "x86_64-unknown-linux-gnu/", "aarch64-unknown-linux-gnu/"].map { packageRoot + "/.build/\($0)debug/\(name)" }
    guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        throw TestSupportError("\(name) was not found under .build; run `swift build --build-tests` first")
    }
    return path
}

/// How a child process ended and what it printed.
public struct ProcessResult: Sendable {
    /// Its exit status.
    public var status: Int32
    /// Its standard output, as UTF-8.
    public var stdout: String
    /// Its standard error, as UTF-8.
    public var stderr: String

    /// A result with these values.
    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs any program as a child process and collects its exit status and output; its
/// standard input is `stdin`, or empty.
public func runProcess(_ executable: String, _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil) throws -> ProcessResult {
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
    return ProcessResult(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}
