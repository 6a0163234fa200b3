import Foundation
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

let fixturesPath = packageRoot + "/Tests/FSTelStoreTests/Fixtures"

extension Database {
    func int(_ sql: String, _ arguments: [any DatabaseValueConvertible] = []) throws -> Int {
        Int(try scalar(sql: sql, arguments: arguments).int64 ?? -1)
    }
}

/// Small, valid lines of format v1 for tests.
enum Lines {
    static func start(_ session: String, os: String = "13.4.1", model: String = "iPhone12,1", app: String = "5.2.0", ts: String = "2026-11-28T10:00:00Z") -> String {
        #"{"type":"session_start","ts":"\#(ts)","session_id":"\#(session)","device":{"model":"\#(model)","os":"iOS","os_version":"\#(os)"},"app":{"version":"\#(app)","build":"100"}}"#
    }

    static func end(_ session: String, ts: String = "2026-11-28T10:30:00Z") -> String {
        #"{"type":"session_end","ts":"\#(ts)","session_id":"\#(session)","reason":"user"}"#
    }

    static func transition(
        _ session: String, seq: Int, direction: String = "enter", strategy: String = "window_transform",
        outcome: String = "ok", failure: String? = nil, ts: String = "2026-11-28T10:01:00Z", extra: String = ""
    ) -> String {
        let failureField = failure.map { #","failure":"\#($0)""# } ?? ""
        return #"{"type":"transition","ts":"\#(ts)","session_id":"\#(session)","seq":\#(seq),"direction":"\#(direction)","strategy":"\#(strategy)","outcome":"\#(outcome)"\#(failureField)\#(extra)}"#
    }
}
