import Foundation
import CommandLineKit
import FSTelCLI
import FSTelModel
import Testing
import FSTelTestSupport

/// Numeric fields outside their documented range are rejected naming the range; the
/// extremes inside every range go through every report, nightly and output format.
@Suite struct ValueRangeTests {
    static let day = "2026-11-28"

    static func start(_ session: String, screen: String) -> String {
        #"{"type":"session_start","ts":"2026-11-28T10:00:00Z","session_id":"\#(session)","device":{"model":"iPhone12,1","os":"iOS","os_version":"17.2","screen":\#(screen)},"app":{"version":"5.2.0","build":"100"}}"#
    }

    static func transition(_ session: String, seq: String, duration: String, bounds: String, restore: String, direction: String = "exit", outcome: String = "ok") -> String {
        let failure = outcome == "failed" ? #","failure":"half_black_screen""# : ""
        return #"{"type":"transition","ts":"2026-11-28T10:01:00Z","session_id":"\#(session)","seq":\#(seq),"direction":"\#(direction)","strategy":"window_transform","outcome":"\#(outcome)"\#(failure),"duration_ms":\#(duration),"screen_bounds":\#(bounds),"window_bounds":\#(bounds),"restore":\#(restore)}"#
    }

    /// Every range's lowest and highest value, in one log.
    static func extremes() -> String {
        let maxIndex = ValueRanges.indexPath.upperBound
        let high = #"{"method":"index_path","container":"table_view","list":"l","section":\#(maxIndex),"item":\#(maxIndex),"restored_section":0,"restored_item":\#(maxIndex)}"#
        let low = #"{"method":"index_path","container":"table_view","list":"l","section":0,"item":0,"restored_section":0,"restored_item":0}"#
        return [
            start("hi", screen: #"{"w":1000000,"h":1000000,"scale":100}"#),
            transition("hi", seq: "\(ValueRanges.seq.upperBound)", duration: "86400000", bounds: "[1000000,1000000]", restore: high, outcome: "failed"),
            transition("hi", seq: "0", duration: "86400000", bounds: "[0,1000000]", restore: high),
            start("lo", screen: #"{"w":0,"h":0,"scale":0}"#),
            transition("lo", seq: "0", duration: "0", bounds: "[0,0]", restore: low),
            transition("lo", seq: "1", duration: "0.000001", bounds: "[1000000,0]", restore: low, direction: "enter", outcome: "failed"),
        ].joined(separator: "\n") + "\n"
    }

    func fstel(_ db: String, _ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let (console, out, err) = Console.capturing(environment: ["FSTEL_DB": db])
        let status = CommandLineTool.run(arguments, console: console)
        return (status, out.text, err.text)
    }

    @Test func valuesOutsideTheirRangeAreRejectedNamingTheRange() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let bad = [
            Self.transition("x", seq: "1", duration: "18446744073709551615", bounds: "[1,1]", restore: "null"),
            Self.transition("x", seq: "9007199254740992", duration: "1", bounds: "[1,1]", restore: "null"),
            Self.transition("x", seq: "2", duration: "1", bounds: "[1000001,1]", restore: "null"),
            Self.transition("x", seq: "3", duration: "1", bounds: "[1,1]", restore: #"{"section":9007199254740992}"#),
            Self.start("y", screen: #"{"w":1,"h":1,"scale":101}"#),
        ].joined(separator: "\n") + "\n"
        let db = dir.file("s.sqlite")
        let result = fstel(db, ["ingest", "--db", db, try dir.write("bad.log", bad)])
        #expect(result.status == 65 || result.status == 0, "\(result.err)")
        let rejects = fstel(db, ["rejects", "--db", db, "--format", "json"])
        #expect(rejects.status == 0, "\(rejects.err)")
        for detail in [
            "field `duration_ms`: expected a number from 0 to 86400000",
            "field `seq`: expected an integer from 0 to 9007199254740991",
            "field `screen_bounds`: expected an array of two numbers from 0 to 1000000",
            "field `restore.section`: expected an integer from 0 to 9007199254740991",
            "field `device.screen.scale`: expected a number from 0 to 100",
        ] {
            #expect(rejects.out.contains(detail), "\(detail)")
        }
    }

    @Test func theExtremesOfEveryRangeRenderInEveryReportNightlyAndFormat() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = dir.file("s.sqlite")
        let ingest = fstel(db, ["ingest", "--db", db, try dir.write("extremes.log", Self.extremes())])
        #expect(ingest.status == 0, "\(ingest.err)")
        let stored = fstel(db, ["sql", "--db", db, "--format", "csv", "SELECT count(*) FROM transitions"])
        #expect(stored.out.contains("4"), "\(stored.out) \(stored.err)")
        for report in ["failure-rates", "failures", "restore", "durations", "best-strategy"] {
            for format in ["table", "csv", "json", "markdown"] {
                for exact in [false, true] {
                    let by = report == "best-strategy" ? "os_major,direction" : "strategy,os_major,direction"
                    let arguments = ["report", report, "--db", db, "--by", by, "--format", format] + (exact ? ["--exact"] : [])
                    let result = fstel(db, arguments)
                    #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.err)")
                    #expect(!result.out.isEmpty, "\(arguments.joined(separator: " "))")
                }
            }
        }
        for format in ["markdown", "json", "html"] {
            let result = fstel(db, ["nightly", "--db", db, "--date", Self.day, "--format", format])
            #expect(result.status == 0 || result.status == 1, "nightly \(format): \(result.err)")
            #expect(!result.out.isEmpty, "nightly \(format)")
        }
        let durations = fstel(db, ["report", "durations", "--db", db, "--by", "strategy", "--format", "csv", "--exact"])
        #expect(durations.out.contains("86400000"), "\(durations.out)")
    }
}
