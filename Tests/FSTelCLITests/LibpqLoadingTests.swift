import Foundation
import Testing
import FSTelTestSupport

/// libpq is loaded on first use, not linked: commands on SQLite stores never load it (nor the
/// TLS, Kerberos and LDAP libraries it brings), and a machine without it gets a clear error
/// only when it names a PostgreSQL store.
@Suite struct LibpqLoadingTests {
    #if os(Linux)
    @Test func theExecutableDoesNotLinkLibpq() throws {
        let ldd = try runProcess("/usr/bin/ldd", [try builtExecutable()])
        #expect(ldd.status == 0, "\(ldd.stderr)")
        #expect(ldd.stdout.contains("libsqlite3"), "\(ldd.stdout)")
        #expect(!ldd.stdout.contains("libpq"), "\(ldd.stdout)")
    }

    @Test func anSQLiteCommandRunsWithoutLibpq() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let environment = ProcessInfo.processInfo.environment.merging(["FSTEL_LIBPQ": dir.file("no-libpq.so")]) { $1 }
        let result = try runExecutable(["migrate", "--db", dir.file("store.sqlite")], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.file("store.sqlite")))
    }
    #endif

    @Test func aMissingLibpqIsACleanErrorNamingTheFix() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let environment = ProcessInfo.processInfo.environment.merging(["FSTEL_LIBPQ": dir.file("no-libpq.so")]) { $1 }
        let result = try runExecutable(["migrate", "--db", "postgresql://nobody@localhost:1/none"], environment: environment)
        #expect(result.status == 66)
        #expect(result.stderr.contains("PostgreSQL stores need libpq at run time and it could not be loaded"), "\(result.stderr)")
        #expect(result.stderr.contains(dir.file("no-libpq.so")))
        #expect(result.stderr.contains("FSTEL_LIBPQ"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aLibraryThatIsNotLibpqIsRefusedByName() throws {
        let zlib = ["/lib/x86_64-linux-gnu/libz.so.1", "/usr/lib/x86_64-linux-gnu/libz.so.1", "/lib/aarch64-linux-gnu/libz.so.1"]
            .first { FileManager.default.fileExists(atPath: $0) }
        let notLibpq = try #require(zlib, "no libz.so.1 to stand in for a wrong library")
        let environment = ProcessInfo.processInfo.environment.merging(["FSTEL_LIBPQ": notLibpq]) { $1 }
        let result = try runExecutable(["sql", "--db", "postgresql://nobody@localhost:1/none", "SELECT 1"], environment: environment)
        #expect(result.status == 66)
        #expect(result.stderr.contains("the libpq at \(notLibpq) has no PQ"), "\(result.stderr)")
    }
}
