import Testing
@testable import FSTelModel

/// `DecodedEvent` is one case per line type; each carries the header and its own fields.
struct DecodedEventTests {
    @Test func eachTypeDecodesToItsCaseWithTheHeader() throws {
        var d = LineDecoder()
        switch try d.decode(startLine()) {
        case .sessionStart(let h, let s):
            #expect(d.string(h.sessionID) == "s1")
            #expect(h.timestampMillis == 1_795_852_800_000)
            #expect(h.extra == nil)
            #expect(d.string(s.deviceModel) == "iPhone12,1" && s.osMajor == 13)
        default: Issue.record("not a session start")
        }
        switch try d.decode(#"{"type":"session_end","ts":5,"session_id":"s2","reason":"user_quit"}"#) {
        case .sessionEnd(let h, let e):
            #expect(d.string(h.sessionID) == "s2" && h.timestampMillis == 5)
            #expect(e.reason.map(d.string) == "user_quit")
        default: Issue.record("not a session end")
        }
        switch try d.decode(transitionLine()) {
        case .transition(let h, let t):
            #expect(d.string(h.sessionID) == "s1")
            #expect(t.seq == 3 && t.direction == .exit && d.string(t.strategy) == "present_landscape_vc")
        default: Issue.record("not a transition")
        }
    }

    @Test func accessorsReadTheHeaderOfEveryCase() throws {
        for line in [startLine(more: #""net":"wifi""#), transitionLine(#""net":"wifi""#),
                     #"{"type":"session_end","ts":5,"session_id":"s1","net":"wifi"}"#] {
            var d = LineDecoder()
            let e = try d.decode(line)
            #expect(e.header == EventHeader(sessionID: e.sessionID, timestampMillis: e.timestampMillis, extra: e.extra))
            #expect(d.string(e.sessionID) == "s1")
            #expect(e.extra.map(d.string) == #"{"net":"wifi"}"#)
        }
    }

    @Test func kindNamesTheCase() throws {
        #expect(try accept(startLine()).0.kind == .sessionStart)
        #expect(try accept(transitionLine()).0.kind == .transition)
        #expect(try accept(#"{"type":"session_end","ts":5,"session_id":"s1"}"#).0.kind == .sessionEnd)
    }

    @Test func fieldsOfAnotherTypeAreExtraNotFields() throws {
        // A transition that also logs a session_end `reason` keeps it in `extra` only.
        let (e, d) = try accept(transitionLine(#""reason":"user_quit""#))
        guard case .transition = e else { Issue.record("not a transition"); return }
        #expect(e.extra.map(d.string) == #"{"reason":"user_quit"}"#)
    }

    /// Ingest copies the event a few times per line: more than 256 bytes takes memcpy's
    /// slower path (measured with callgrind: +0.2% instructions per ingested line).
    @Test func eventFitsInTwoHundredFiftySixBytes() {
        #expect(MemoryLayout<DecodedEvent>.size <= 256)
    }
}
