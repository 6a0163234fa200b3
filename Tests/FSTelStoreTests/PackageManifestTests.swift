import Foundation
import Testing
import FSTelTestSupport

/// What Package.swift may hold for the package to stay usable as a dependency.
struct PackageManifestTests {
    /// SwiftPM refuses, as a dependency by version, a package whose products' targets carry
    /// unsafe flags ("contains unsafe build flags"), which would shut apps out of
    /// FSTelRecorder and the store libraries. Speed-ups go in the code instead
    /// (`@exclusivity(unchecked)` on the ingest path's class properties).
    @Test func theManifestCarriesNoUnsafeFlagsSoOtherPackagesCanDependOnIt() throws {
        let manifest = try String(contentsOfFile: packageRoot + "/Package.swift", encoding: .utf8)
        let code = manifest.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        let offending = code.filter { $0.contains("unsafeFlags") }
        #expect(offending.isEmpty, "Package.swift uses unsafeFlags: \(offending)")
        #expect(code.contains { $0.contains(".library(name: \"FSTelRecorder\"") })
    }
}

/// What an app that embeds the recorder links: nothing beyond zlib, which every Apple SDK has.
struct RecorderDependencyTests {
    /// Each target's direct dependencies, read from the manifest's `.target(name:dependencies:)` lines.
    static func dependencies() throws -> [String: [String]] {
        let manifest = try String(contentsOfFile: packageRoot + "/Package.swift", encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\.(?:target|executableTarget|systemLibrary)\(name: "([^"]+)"(?:, dependencies: \[([^\]]*)\])?"#)
        var result: [String: [String]] = [:]
        for match in pattern.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
            let name = String(manifest[Range(match.range(at: 1), in: manifest)!])
            let list = Range(match.range(at: 2), in: manifest).map { String(manifest[$0]) } ?? ""
            result[name] = list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) }.filter { !$0.isEmpty }
        }
        return result
    }

    @Test func theRecorderDependsOnNoDecompressorSQLiteOrPostgreSQLLibrary() throws {
        let graph = try Self.dependencies()
        #expect(graph["FSTelRecorder"] != nil)
        var reached: Set<String> = []
        var queue = ["FSTelRecorder"]
        while let next = queue.popLast() {
            for dependency in graph[next] ?? [] where reached.insert(dependency).inserted { queue.append(dependency) }
        }
        #expect(reached.contains("CZlib"))
        #expect(reached.isDisjoint(with: ["CLzma", "CZstd", "CBzip2", "CSQLite", "CLibPQ", "FSTelIO", "FSTelStore"]), "the recorder reaches \(reached.sorted())")
    }
}
