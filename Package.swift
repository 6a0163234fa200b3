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
        // The store layer both drivers implement: the store protocols (`OpenedStore`,
        // `SQLQuerying`, `StoreFailure`, the capabilities), the ingest engine over an
        // `IngestBackend`, rollup deltas, sketches, the migrator's rules. Names no driver.
        .target(name: "FSTelStorage", dependencies: ["FSTelModel", "FSTelIO"]),
        // The SQLite driver: `Database`/`Statement`, the SQLite store, its ingest backend and
        // writers, its prune and migrations. The only user of the SQLite C API.
        .target(name: "FSTelSQLite", dependencies: ["CSQLite", "FSTelStorage", "FSTelModel", "FSTelIO"]),
        // The PostgreSQL driver: `PostgresConnection`, the PostgreSQL store, its ingest backend
        // and writers, its prune, migrations, roles, maintenance and Citus. The only user of libpq.
        .target(name: "FSTelPostgreSQL", dependencies: ["CLibPQ", "FSTelStorage", "FSTelModel", "FSTelIO"]),
        // The public face: `openStore`, which registers both drivers, and the store layer
        // re-exported.
        .target(name: "FSTelStore", dependencies: ["FSTelStorage", "FSTelSQLite", "FSTelPostgreSQL", "FSTelModel"]),
        // `fstel copy`: an SQLite store into a PostgreSQL one, the one bridge between the drivers.
        .target(name: "FSTelCopy", dependencies: ["FSTelStore", "FSTelSQLite", "FSTelPostgreSQL", "FSTelModel", "FSTelIO"]),
        // Reports, rollups, statistics and result rendering.
        .target(name: "FSTelQuery", dependencies: ["FSTelStore", "FSTelStorage", "FSTelModel"]),
        // Deterministic sample logs in format v1.
        .target(name: "FSTelGenerator", dependencies: ["FSTelModel", "FSTelIO"]),
        // A generic command-line framework: declared arguments, parsing, help, man page, shell
        // completions, console and signals. Knows nothing of stores or reports.
        .target(name: "CommandLineKit"),
        // Command-line front end as a library, so tests drive it in-process.
        .target(name: "FSTelCLI", dependencies: ["CommandLineKit", "FSTelModel", "FSTelIO", "FSTelStore", "FSTelCopy", "FSTelQuery", "FSTelGenerator", "FSTelStorage"]),
        .executableTarget(name: "fstel", dependencies: ["CommandLineKit", "FSTelCLI"]),
        // The library an app embeds to write format v1 (state machine, sessions, rotating files).
        // Reads no logs, so it needs neither FSTelIO nor the decompressors' libraries.
        .target(name: "FSTelRecorder", dependencies: ["FSTelModel", "FSTelLogWriting"]),
        // The README's "Use it from Swift" example, built and run by ReadmeExampleTests.
        .executableTarget(name: "fstel-example", dependencies: ["FSTelQuery"], path: "Examples/ReportsFromSwift"),
        // Caller-cost benchmark of the recorder, and the writer the kill test runs as a child.
        .executableTarget(name: "fstel-recorder-bench", dependencies: ["FSTelRecorder"]),

        // What several test targets share: temporary directories, child processes, built products.
        .target(name: "FSTelTestSupport", dependencies: ["FSTelStore", "FSTelStorage", "FSTelSQLite", "FSTelPostgreSQL", "FSTelIO", "CZlib", "CLzma", "CZstd", "CBzip2"], path: "Tests/FSTelTestSupport"),
        .testTarget(name: "FSTelModelTests", dependencies: ["FSTelModel"], exclude: ["Fixtures"]),
        .testTarget(name: "FSTelIOTests", dependencies: ["FSTelIO", "FSTelTestSupport"]),
        .testTarget(name: "FSTelStoreTests", dependencies: ["FSTelTestSupport", "FSTelStore", "FSTelStorage", "FSTelSQLite", "FSTelPostgreSQL", "FSTelCopy", "FSTelModel", "FSTelIO", "FSTelGenerator"], exclude: ["Fixtures"]),
        .testTarget(name: "FSTelQueryTests", dependencies: ["FSTelTestSupport", "FSTelQuery", "FSTelStore", "FSTelStorage", "FSTelSQLite", "FSTelPostgreSQL", "FSTelGenerator"]),
        .testTarget(name: "FSTelGeneratorTests", dependencies: ["FSTelGenerator", "FSTelModel"]),
        .testTarget(name: "FSTelCLITests", dependencies: ["FSTelTestSupport", "CommandLineKit", "FSTelCLI", "FSTelCopy", "FSTelStore", "FSTelStorage", "FSTelSQLite", "FSTelPostgreSQL", "FSTelGenerator"]),
        // Random sequences of file operations and ingests, checked against a reference model.
        .testTarget(name: "FSTelPipelineSimulatorTests", dependencies: ["FSTelTestSupport", "FSTelStore", "FSTelStorage", "FSTelSQLite", "FSTelPostgreSQL", "FSTelModel", "FSTelIO"]),
        .testTarget(name: "FSTelRecorderTests", dependencies: ["FSTelTestSupport", "FSTelRecorder", "FSTelModel", "FSTelIO", "FSTelStore", "FSTelStorage", "FSTelSQLite", "FSTelPostgreSQL", "FSTelQuery"]),
    ]
)
