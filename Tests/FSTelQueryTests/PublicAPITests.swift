import Foundation
import Testing
import FSTelTestSupport

/// What a program outside this package sees. Every target of the package sees `package`
/// declarations, so building the example target proves nothing about the public API;
/// these tests compile against the built modules with the compiler alone, as another
/// package's code is compiled, and read the public declarations the way it does.
@Suite struct PublicAPITests {
    /// The library modules whose public declarations docs/library.md lists.
    static let modules = ["FSTelQuery", "FSTelStore", "FSTelStorage", "FSTelModel", "FSTelIO", "FSTelLogWriting", "FSTelRecorder"]

    /// The directory holding the built `.swiftmodule` files.
    static func modulesDirectory() throws -> String {
        let debug = URL(fileURLWithPath: try builtExecutable(named: "fstel")).deletingLastPathComponent().path
        for candidate in [debug + "/Modules", debug] where FileManager.default.fileExists(atPath: candidate + "/FSTelQuery.swiftmodule") {
            return candidate
        }
        throw TestSupportError("FSTelQuery.swiftmodule was not found under \(debug); run `swift build --build-tests` first")
    }

    /// The search paths of the built modules and of the C modules the store imports.
    static func searchPaths() throws -> [String] {
        let modules = try modulesDirectory()
        let debug = modules.hasSuffix("/Modules") ? String(modules.dropLast("/Modules".count)) : modules
        return [
            "-I", modules, "-I", packageRoot + "/Sources/CSQLite", "-I", packageRoot + "/Sources/CZlib",
            "-I", packageRoot + "/Sources/CLzma", "-I", packageRoot + "/Sources/CZstd", "-I", packageRoot + "/Sources/CBzip2",
            "-Xcc", "-fmodule-map-file=\(debug)/CLibPQ.build/module.modulemap", "-Xcc", "-I", "-Xcc", packageRoot + "/Sources/CLibPQ/include",
        ]
    }

    /// A tool of the toolchain that runs these tests (`swiftc`, `swift-symbolgraph-extract`).
    static func tool(_ name: String) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for directory in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
            return "\(directory)/\(name)"
        }
        throw TestSupportError("\(name) is not on PATH")
    }

    /// Type-checks `source` as a file of a program that depends on this package (no
    /// `-package-name`: `package` declarations are out of its reach).
    static func typecheck(_ source: String, named name: String) throws -> ProcessResult {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let file = directory.path + "/" + name
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        return try runProcess(try tool("swiftc"), ["-typecheck"] + (try searchPaths()) + [file])
    }

    @Test func theReadmeExampleCompilesAgainstThePublicAPIAlone() throws {
        let source = try String(contentsOfFile: packageRoot + "/Examples/ReportsFromSwift/main.swift", encoding: .utf8)
        #expect(source.contains("import FSTelQuery\n") && !source.contains("@testable"))
        let result = try Self.typecheck(source, named: "main.swift")
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aProgramThatUsesAPackageDeclarationDoesNotCompile() throws {
        // ResultTable is what the CLI renders; the compiler must refuse it outside the package.
        let result = try Self.typecheck("import FSTelQuery\nlet table = ResultTable(columns: [])\n", named: "main.swift")
        #expect(result.status != 0)
        #expect(result.stderr.contains("ResultTable"), "\(result.stderr)")
    }

    /// The ```swift blocks of docs/library.md.
    static func librarySwiftBlocks() throws -> [String] {
        let text = try String(contentsOfFile: packageRoot + "/docs/library.md", encoding: .utf8)
        return text.components(separatedBy: "```swift\n").dropFirst().compactMap { block in
            block.range(of: "```").map { String(block[..<$0.lowerBound]) }
        }
    }

    @Test func theLibraryGuidesStoreAndQueryExamplesCompileAgainstThePublicAPI() throws {
        // The package manifest fragment is not Swift code of a program, and the recorder's
        // example needs UIKit; every other block is compiled, each in a function of its own
        // where `store` is an opened store unless the block opens one.
        let blocks = try Self.librarySwiftBlocks().filter { !$0.hasPrefix("dependencies:") && !$0.contains("import FSTelRecorder") }
        #expect(blocks.count >= 5)
        var source = "import Foundation\nimport FSTelQuery\nimport FSTelStore\n"
        for (index, block) in blocks.enumerated() {
            let body = block.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") }
            source += "\nfunc example\(index)(store: any OpenedStore) throws {\ndo {\n" + body.joined(separator: "\n") + "}\n}\n"
        }
        let result = try Self.typecheck(source, named: "examples.swift")
        #expect(result.status == 0, "\(result.stderr)\n\(source)")
    }

    /// The recorder examples that need no UIKit (they give `DeviceFacts` themselves), from
    /// docs/recorder.md and docs/library.md, each compiled as the main file of a program
    /// outside this package.
    @Test func theRecorderExamplesOutsideIOSCompileAsAnotherPackagesProgram() throws {
        var blocks: [String] = []
        for doc in ["docs/recorder.md", "docs/library.md"] {
            let text = try String(contentsOfFile: packageRoot + "/" + doc, encoding: .utf8)
            blocks += text.components(separatedBy: "```swift\n").dropFirst().compactMap { block in
                block.range(of: "```").map { String(block[..<$0.lowerBound]) }
            }.filter { $0.contains("DeviceFacts(") && !$0.contains("UIKit") }
        }
        #expect(blocks.count >= 2, "each guide shows the recorder outside iOS")
        for block in blocks {
            #expect(block.contains("import FSTelRecorder"))
            let result = try Self.typecheck(block, named: "main.swift")
            #expect(result.status == 0, "\(result.stderr)\n\(block)")
        }
        // And a mistake in one is caught: the test compiles them for real.
        let broken = try Self.typecheck("import FSTelRecorder\nlet facts = DeviceFacts(model: \"x\", osName: \"iOS\")\n", named: "main.swift")
        #expect(broken.status != 0)
    }

    /// docs/library.md's list: module name to its public top-level declarations.
    static func documentedSurface() throws -> [String: Set<String>] {
        let text = try String(contentsOfFile: packageRoot + "/docs/library.md", encoding: .utf8)
        guard let start = text.range(of: "\n## The public API\n") else { return [:] }
        var surface: [String: Set<String>] = [:]
        for line in text[start.upperBound...].split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("- `"), let colon = line.range(of: "`: ") else { continue }
            let module = String(line[line.index(line.startIndex, offsetBy: 3)..<colon.lowerBound])
            let names = line[colon.upperBound...].components(separatedBy: " (").first ?? ""
            surface[module] = Set(names.components(separatedBy: ", ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) })
        }
        return surface
    }

    /// The public top-level declarations of `module` as the compiler exports them.
    static func exportedSurface(_ module: String) throws -> Set<String> {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let result = try runProcess(
            try tool("swift-symbolgraph-extract"),
            ["-module-name", module] + (try searchPaths()) + ["-minimum-access-level", "public", "-output-dir", directory.path])
        guard result.status == 0 else { throw TestSupportError("swift-symbolgraph-extract \(module): \(result.stderr)") }
        let data = try Data(contentsOf: URL(fileURLWithPath: directory.path + "/\(module).symbols.json"))
        let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let symbols = try #require(graph["symbols"] as? [[String: Any]])
        return Set(symbols.compactMap { symbol -> String? in
            guard let path = symbol["pathComponents"] as? [String], path.count == 1 else { return nil }
            return String(path[0].prefix { $0 != "(" })
        })
    }

    @Test func theLibraryGuideListsExactlyThePublicDeclarations() throws {
        let documented = try Self.documentedSurface()
        #expect(Set(documented.keys) == Set(Self.modules))
        for module in Self.modules {
            let exported = try Self.exportedSurface(module)
            let listed = documented[module] ?? []
            #expect(exported.subtracting(listed).isEmpty, "\(module): public but not in docs/library.md: \(exported.subtracting(listed).sorted())")
            #expect(listed.subtracting(exported).isEmpty, "\(module): in docs/library.md but not public: \(listed.subtracting(exported).sorted())")
            #expect(!exported.isEmpty)
        }
    }
}
