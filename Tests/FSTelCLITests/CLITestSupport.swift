import CommandLineKit
import Foundation
@testable import FSTelCLI
import FSTelTestSupport

/// The `fstel` executable built by `swift build` / `swift test` (debug).
func builtExecutable() throws -> String {
    try builtExecutable(named: "fstel")
}

/// The result of running `fstel`, in-process or as a child process.
typealias RunResult = ProcessResult

extension ProcessResult {
    /// Standard output parsed as JSON.
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

