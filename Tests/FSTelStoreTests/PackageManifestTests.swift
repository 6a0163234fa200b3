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
