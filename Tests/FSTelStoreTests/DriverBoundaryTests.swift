import Foundation
import Testing
import FSTelTestSupport

/// scripts/check-driver-boundaries.sh: no driver type or driver import outside the driver's
/// target, FSTelStore (the opener) and FSTelCopy, whatever the spelling of the code.
struct DriverBoundaryTests {
    /// A copy of the package's Sources, Package.swift and scripts/ in a temporary folder,
    /// where a test may add code before running the check on it.
    struct Tree {
        let directory: TemporaryDirectory
        var root: String { directory.path }

        init() throws {
            directory = try TemporaryDirectory()
            let result = try runProcess("/bin/cp", ["-R", packageRoot + "/Sources", packageRoot + "/scripts", packageRoot + "/Package.swift", directory.path])
            guard result.status == 0 else { throw TestSupportError("cp: \(result.stderr)") }
        }

        /// Writes `text` to `path` (relative to the copy), replacing what is there.
        func write(_ text: String, to path: String) throws {
            try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        }

        /// Appends `text` to `path`.
        func append(_ text: String, to path: String) throws {
            let existing = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            try write(existing + text, to: path)
        }

        func check() throws -> ProcessResult {
            try runProcess("/bin/bash", [root + "/scripts/check-driver-boundaries.sh"])
        }
    }

    @Test func thePackageKeepsEachDriverInsideItsTarget() throws {
        let result = try runProcess("/bin/bash", [packageRoot + "/scripts/check-driver-boundaries.sh"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("ok: "))
    }

    @Test func aDriverTypeNamedInTheCommandLineOrTheQueriesIsFound() throws {
        let tree = try Tree()
        defer { tree.directory.cleanUp() }
        // A type test under a new name is found by the type it names, not by its spelling.
        try tree.write("""
            import FSTelStore

            func isFileStore(_ connection: any SQLQuerying) -> Bool {
                connection is Database
            }
            """, to: "Sources/FSTelCLI/Framework/Sneaky.swift")
        try tree.append("\nlet knownKinds: [Any.Type] = [PostgresConnection.self]\n", to: "Sources/FSTelQuery/Exports.swift")
        let result = try tree.check()
        #expect(result.status == 1)
        #expect(result.stdout.contains("Sources/FSTelCLI/Framework/Sneaky.swift:4: names FSTelSQLite's Database"), "\(result.stdout)")
        #expect(result.stdout.contains("Sources/FSTelQuery/Exports.swift:"), "\(result.stdout)")
        #expect(result.stdout.contains("names FSTelPostgreSQL's PostgresConnection"), "\(result.stdout)")
    }

    @Test func aDriverImportOutsideTheAllowedTargetsIsFoundAndSoIsAManifestDependency() throws {
        let tree = try Tree()
        defer { tree.directory.cleanUp() }
        try tree.write("@testable import FSTelPostgreSQL\n", to: "Sources/FSTelQuery/Extra.swift")
        try tree.write("import FSTelPostgreSQL\n", to: "Sources/FSTelSQLite/Extra.swift")
        var manifest = try String(contentsOfFile: tree.root + "/Package.swift", encoding: .utf8)
        manifest = manifest.replacingOccurrences(
            of: #".target(name: "FSTelGenerator", dependencies: ["FSTelModel", "FSTelIO"])"#,
            with: #".target(name: "FSTelGenerator", dependencies: ["FSTelModel", "FSTelIO", "FSTelSQLite"])"#)
        try tree.write(manifest, to: "Package.swift")
        let result = try tree.check()
        #expect(result.status == 1)
        #expect(result.stdout.contains("Sources/FSTelQuery/Extra.swift:1:@testable import FSTelPostgreSQL: imports a driver"), "\(result.stdout)")
        #expect(result.stdout.contains("Sources/FSTelSQLite/Extra.swift:1:import FSTelPostgreSQL: imports a driver"), "\(result.stdout)")
        #expect(result.stdout.contains("Package.swift: FSTelGenerator depends on a driver"), "\(result.stdout)")
    }

    @Test func commentsAndStringsNamingADriverAreNotCode() throws {
        let tree = try Tree()
        defer { tree.directory.cleanUp() }
        try tree.write(#"""
            // The SQLite driver's Database and the PostgresConnection answer alike.
            /* Statement, PostgresStore */
            let help = "a Database file or a PostgresConnection URL"
            let long = """
                Store and PostgresStore
                """
            """#, to: "Sources/FSTelQuery/Words.swift")
        let result = try tree.check()
        #expect(result.status == 0, "\(result.stdout)")
    }

    @Test func theOpenerAndTheCopyMayNameBothDrivers() throws {
        let tree = try Tree()
        defer { tree.directory.cleanUp() }
        try tree.write("import FSTelSQLite\nimport FSTelPostgreSQL\nlet pair: [Any.Type] = [Database.self, PostgresConnection.self]\n", to: "Sources/FSTelStore/Both.swift")
        try tree.write("import FSTelSQLite\nimport FSTelPostgreSQL\nlet pair: [Any.Type] = [Store.self, PostgresStore.self]\n", to: "Sources/FSTelCopy/Both.swift")
        let result = try tree.check()
        #expect(result.status == 0, "\(result.stdout)")
    }
}
