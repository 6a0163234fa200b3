import CommandLineKit
import FSTelCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let environment = ProcessInfoEnvironment.current()
CommandLineTool.ownsProcess = true
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), console: .standard(environment: environment))
exit(status)
