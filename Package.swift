// swift-tools-version:6.0
import PackageDescription

// No unsafeFlags: SwiftPM refuses a package whose products carry them as a dependency of
// another package (by version), which would shut apps out of FSTelRecorder. The ingest path's
// classes mark their stored properties @exclusivity(unchecked) instead; PackageManifestTests
// keeps unsafe flags out.

let package = Package(
    name: "FullscreenTelemetry",
    // macOS 15: the CLI's stop-signal flag is a Synchronization `Atomic`, which needs it.
    // Every Glibc call has a Darwin branch; Linux is where it is built and tested.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "fstel", targets: ["fstel"]),
        .library(name: "FSTelStore", targets: ["FSTelStore"]),
        .library(name: "FSTelQuery", targets: ["FSTelQuery"]),
        .library(name: "FSTelRecorder", targets: ["FSTelRecorder"]),
    ],
    targets: [
        // C libraries from the system (libsqlite3-dev, zlib1g-dev, liblzma-dev, libzstd-dev,
        // libbz2-dev, libpq-dev).
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CLzma", path: "Sources/CLzma", providers: [.apt(["liblzma-dev"])]),
        .systemLibrary(name: "CZstd", path: "Sources/CZstd", providers: [.apt(["libzstd-dev"])]),
        .systemLibrary(name: "CBzip2", path: "Sources/CBzip2", providers: [.apt(["libbz2-dev"])]),
        // PostgreSQL's client library, for stores on a PostgreSQL server: its header at build
        // time (libpq-dev), the library itself loaded on first use (libpq5), not linked.
        .target(name: "CLibPQ", path: "Sources/CLibPQ", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),

        // Log events and the format v1 codec: pure Swift, no I/O, no SQLite.
        .target(name: "FSTelModel"),
        // What a writer of log files needs: clocks and gzip output (zlib only, so an app that
        // embeds the recorder links nothing an Apple SDK lacks).
        .target(name: "FSTelLogWriting", dependencies: ["CZlib"]),
        // Streaming line input (files, stdin; gzip, xz, zstd, bzip2); re-exports FSTelLogWriting.
        .target(name: "FSTelIO", dependencies: ["FSTelLogWriting", "CZlib", "CLzma", "CZstd", "CBzip2"]),
        // SQLite and PostgreSQL wrappers, migrations, ingest writer: the only user of the
        // SQLite and libpq C APIs.
        .target(name: "FSTelStore", dependencies: ["CSQLite", "CLibPQ", "FSTelModel", "FSTelIO"]),
        // Reports, rollups, statistics and result rendering.
        .target(name: "FSTelQuery", dependencies: ["FSTelStore", "FSTelModel"]),
        // Deterministic sample logs in format v1.
        .target(name: "FSTelGenerator", dependencies: ["FSTelModel", "FSTelIO"]),
        // A generic command-line framework: declared arguments, parsing, help, man page, shell
        // completions, console and signals. Knows nothing of stores or reports.
        .target(name: "CommandLineKit"),
        // Command-line front end as a library, so tests drive it in-process.
        .target(name: "FSTelCLI", dependencies: ["CommandLineKit", "FSTelModel", "FSTelIO", "FSTelStore", "FSTelQuery", "FSTelGenerator"]),
        .executableTarget(name: "fstel", dependencies: ["CommandLineKit", "FSTelCLI"]),
        // The library an app embeds to write format v1 (state machine, sessions, rotating files).
        // Reads no logs, so it needs neither FSTelIO nor the decompressors' libraries.
        .target(name: "FSTelRecorder", dependencies: ["FSTelModel", "FSTelLogWriting"]),
        // The README's "Use it from Swift" example, built and run by ReadmeExampleTests.
        .executableTarget(name: "fstel-example", dependencies: ["FSTelQuery"], path: "Examples/ReportsFromSwift"),
        // Caller-cost benchmark of the recorder, and the writer the kill test runs as a child.
        .executableTarget(name: "fstel-recorder-bench", dependencies: ["FSTelRecorder"]),

        // What several test targets share: temporary directories, child processes, built products.
        .target(name: "FSTelTestSupport", dependencies: ["FSTelStore", "FSTelIO", "CZlib", "CLzma", "CZstd", "CBzip2"], path: "Tests/FSTelTestSupport"),
        .testTarget(name: "FSTelModelTests", dependencies: ["FSTelModel"], exclude: ["Fixtures"]),
        .testTarget(name: "FSTelIOTests", dependencies: ["FSTelIO", "FSTelTestSupport"]),
        .testTarget(name: "FSTelStoreTests", dependencies: ["FSTelTestSupport", "FSTelStore", "FSTelModel", "FSTelIO", "FSTelGenerator"], exclude: ["Fixtures"]),
        .testTarget(name: "FSTelQueryTests", dependencies: ["FSTelTestSupport", "FSTelQuery", "FSTelStore", "FSTelGenerator"]),
        .testTarget(name: "FSTelGeneratorTests", dependencies: ["FSTelGenerator", "FSTelModel"]),
        .testTarget(name: "FSTelCLITests", dependencies: ["FSTelTestSupport", "CommandLineKit", "FSTelCLI", "FSTelStore", "FSTelGenerator"]),
        // Random sequences of file operations and ingests, checked against a reference model.
        .testTarget(name: "FSTelPipelineSimulatorTests", dependencies: ["FSTelTestSupport", "FSTelStore", "FSTelModel", "FSTelIO"]),
        .testTarget(name: "FSTelRecorderTests", dependencies: ["FSTelTestSupport", "FSTelRecorder", "FSTelModel", "FSTelIO", "FSTelStore", "FSTelQuery"]),
    ]
)
