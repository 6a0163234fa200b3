import Foundation
import Testing
@testable import FSTelModel

/// Decodes `line` and returns the rejection, or nil when the line is accepted.
func rejection(_ line: String, maxDepth: Int = 64) -> Rejection? {
    rejection(bytes: Array(line.utf8), maxDepth: maxDepth)
}

func rejection(bytes: [UInt8], maxDepth: Int = 64) -> Rejection? {
    var decoder = LineDecoder(maxDepth: maxDepth)
    do {
        _ = try bytes.withUnsafeBytes { buf in try decoder.decode(buf) }
        return nil
    } catch {
        return error as? Rejection ?? Rejection(.invalidJSON, "unexpected error \(error)")
    }
}

/// Decodes a line that must be accepted.
func accept(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (DecodedEvent, LineDecoder) {
    var decoder = LineDecoder()
    do {
        let event = try decoder.decode(line)
        return (event, decoder)
    } catch {
        Issue.record("rejected: \(error.reason.rawValue): \(error.detail)", sourceLocation: sourceLocation)
        throw error
    }
}

/// A valid transition line with `fields` (raw JSON member text) appended or replacing defaults.
func transitionLine(_ members: String = "", base: String = #""v":1,"type":"transition","ts":"2026-11-28T16:58:17.987+08:00","session_id":"s1","seq":3,"direction":"exit","strategy":"present_landscape_vc","outcome":"ok""#) -> String {
    members.isEmpty ? "{\(base)}" : "{\(base),\(members)}"
}

func startLine(device: String = #""model":"iPhone12,1","os":"iOS","os_version":"13.4.1""#,
               app: String = #""version":"5.2.0","build":"5200""#, more: String = "") -> String {
    let m = more.isEmpty ? "" : ",\(more)"
    return #"{"type":"session_start","ts":"2026-11-28T08:00:00Z","session_id":"s1","device":{"# + device + #"},"app":{"# + app + "}" + m + "}"
}

let sampleTransition = #"{"v":1,"type":"transition","ts":"2026-11-28T16:58:17.987+08:00","session_id":"6f1c2a4e-8b7d-4c1e-9a3f-2d5e7b9c0a11","seq":3,"direction":"exit","strategy":"present_landscape_vc","outcome":"failed","failure":"restore_mismatch","duration_ms":312.5,"trigger":"button","from_orientation":"landscape_right","to_orientation":"portrait","app_state":"active","status_bar":{"orientation":"portrait","hidden":false},"screen_bounds":[375,667],"window_bounds":[375,667],"restore":{"method":"superview","container":"table_view","list":"feed","section":0,"item":7,"restored_section":0,"restored_item":9,"cell_reused":true}}"#

/// The fields of the case the event is, for short expectations (nil for another case).
extension DecodedEvent {
    var transitionFields: TransitionFields? {
        if case .transition(_, let t) = self { return t }
        return nil
    }

    var startFields: SessionStartFields? {
        if case .sessionStart(_, let s) = self { return s }
        return nil
    }

    var endFields: SessionEndFields? {
        if case .sessionEnd(_, let e) = self { return e }
        return nil
    }
}
