import Testing
@testable import FSTelModel

@Suite struct LineDecoderCommonFieldTests {
    @Test func sampleTransitionDecodesEveryField() throws {
        let (e, d) = try accept(sampleTransition)
        #expect(e.kind == .transition)
        #expect(d.string(e.sessionID) == "6f1c2a4e-8b7d-4c1e-9a3f-2d5e7b9c0a11")
        #expect(e.timestampMillis == 1_795_856_297_987)  // 2026-11-28T08:58:17.987Z
        let t = try #require(e.transitionFields)
        #expect(t.seq == 3)
        #expect(t.direction == .exit)
        #expect(d.string(t.strategy) == "present_landscape_vc")
        #expect(t.outcome == .failed)
        #expect(t.failure.map(d.string) == "restore_mismatch")
        #expect(t.durationMs == 312.5)
        #expect(t.trigger.map(d.string) == "button")
        #expect(t.fromOrientation.map(d.string) == "landscape_right")
        #expect(t.toOrientation.map(d.string) == "portrait")
        #expect(t.appState.map(d.string) == "active")
        #expect(t.statusBarOrientation.map(d.string) == "portrait")
        #expect(t.statusBarHidden == false)
        #expect(t.screenBounds?.width == 375 && t.screenBounds?.height == 667)
        #expect(t.windowBounds?.width == 375 && t.windowBounds?.height == 667)
        #expect(t.boundsSwapped == false)
        let r = try #require(t.restore)
        #expect(r.method == .superview)
        #expect(r.container.map(d.string) == "table_view")
        #expect(r.list.map(d.string) == "feed")
        #expect(r.section == 0 && r.item == 7 && r.restoredSection == 0 && r.restoredItem == 9)
        #expect(r.cellReused == true)
        #expect(r.mismatch == true)
        #expect(e.extra == nil)
        #expect(e.startFields == nil && e.endFields == nil)
    }

    @Test func decoderIsReusableAndResetsTextPerLine() throws {
        var d = LineDecoder()
        let a = try d.decode(sampleTransition)
        let first = d.text.count
        let b = try d.decode(sampleTransition)
        #expect(a == b)
        #expect(d.text.count == first)
        _ = try? d.decode("{bad")
        let c = try d.decode(transitionLine())
        #expect(d.string(c.sessionID) == "s1")
    }

    @Test func withBytesGivesTheTextOfARef() throws {
        let (e, d) = try accept(transitionLine())
        let bytes = d.withBytes(e.sessionID) { Array($0) }
        #expect(bytes == Array("s1".utf8))
        #expect(d.text[Int(e.sessionID.start)..<Int(e.sessionID.start + e.sessionID.count)] == [0x73, 0x31])
    }

    @Test func versionAbsentMeansOne() throws {
        let (e, _) = try accept(#"{"type":"session_end","ts":0,"session_id":"s"}"#)
        #expect(e.kind == .sessionEnd)
    }

    @Test func versionOneAsAnyIntegralNumberIsAccepted() throws {
        _ = try accept(#"{"v":1.0,"type":"session_end","ts":0,"session_id":"s"}"#)
        _ = try accept(#"{"v":1e0,"type":"session_end","ts":0,"session_id":"s"}"#)
        _ = try accept(#"{"v":null,"type":"session_end","ts":0,"session_id":"s"}"#)
    }

    @Test func otherVersionNumbersAreUnsupported() {
        for v in ["2", "0", "1.5", "-1", "1e400", "0.1e1x"].dropLast() {
            #expect(rejection(#"{"v":\#(v),"type":"session_end","ts":0,"session_id":"s"}"#)?.reason == .unsupportedVersion, "\(v)")
        }
    }

    @Test func nonNumberVersionIsInvalidField() {
        #expect(rejection(#"{"v":"1","type":"session_end","ts":0,"session_id":"s"}"#)?.reason == .invalidField)
        #expect(rejection(#"{"v":true,"type":"session_end","ts":0,"session_id":"s"}"#)?.detail.contains("`v`") == true)
    }

    @Test func versionIsCheckedBeforeType() {
        #expect(rejection(#"{"v":2,"type":"bogus"}"#)?.reason == .unsupportedVersion)
    }

    @Test func typeRules() {
        #expect(rejection(#"{"type":"bogus","ts":0,"session_id":"s"}"#)?.reason == .unknownType)
        #expect(rejection(#"{"ts":0,"session_id":"s"}"#)?.reason == .missingField)
        #expect(rejection(#"{"type":null,"ts":0,"session_id":"s"}"#)?.reason == .missingField)
        #expect(rejection(#"{"type":3,"ts":0,"session_id":"s"}"#)?.reason == .invalidField)
        #expect(rejection(#"{"type":"Transition","ts":0,"session_id":"s"}"#)?.reason == .unknownType)
    }

    @Test func typeIsCheckedBeforeOtherFields() {
        #expect(rejection(#"{"type":"bogus"}"#)?.reason == .unknownType)
    }

    @Test func escapedTypeIsUnescapedBeforeMatching() throws {
        let (e, _) = try accept(#"{"type":"session\u005fend","ts":0,"session_id":"s"}"#)
        #expect(e.kind == .sessionEnd)
    }

    @Test func sessionIDRules() throws {
        #expect(rejection(#"{"type":"session_end","ts":0}"#)?.reason == .missingField)
        #expect(rejection(#"{"type":"session_end","ts":0,"session_id":null}"#)?.reason == .missingField)
        #expect(rejection(#"{"type":"session_end","ts":0,"session_id":""}"#)?.reason == .invalidField)
        #expect(rejection(#"{"type":"session_end","ts":0,"session_id":7}"#)?.reason == .invalidField)
        let long = String(repeating: "x", count: 129)
        #expect(rejection(#"{"type":"session_end","ts":0,"session_id":"\#(long)"}"#)?.reason == .invalidField)
        // 128 scalars of 3 bytes each are fine: the limit counts characters, not bytes.
        let wide = String(repeating: "中", count: 128)
        let (e, d) = try accept(#"{"type":"session_end","ts":0,"session_id":"\#(wide)"}"#)
        #expect(d.string(e.sessionID) == wide)
    }

    @Test func escapedStringsAreUnescapedIntoText() throws {
        let (e, d) = try accept(#"{"type":"session_end","ts":0,"session_id":"a\"b\\c\/d\u00e9\ud83d\ude00","reason":"x\u0079"}"#)
        #expect(d.string(e.sessionID) == "a\"b\\c/dé😀")
        #expect(e.endFields?.reason.map(d.string) == "xy")
    }

    @Test func controlCharactersInNamesAreRejectedNamingTheFieldAndTheCharacter() throws {
        #expect(rejection(#"{"type":"session_end","ts":0,"session_id":"a\nb"}"#)?.detail
                == "field `session_id`: contains the control character U+000A")
        #expect(rejection(#"{"type":"session_end","ts":0,"session_id":"a","reason":"x\ty"}"#)?.detail
                == "field `reason`: contains the control character U+0009")
        #expect(rejection(#"{"type":"session_end","ts":0,"session_id":"abcdefghij\u007f"}"#)?.detail
                == "field `session_id`: contains the control character U+007F")
        #expect(rejection(#"{"type":"session_end","ts":0,"session_id":"abcdefghi\u0085"}"#)?.detail
                == "field `session_id`: contains the control character U+0085")
        #expect(rejection("{\"type\":\"session_end\",\"ts\":0,\"session_id\":\"abcdefghi\u{9F}\"}")?.detail
                == "field `session_id`: contains the control character U+009F")
        // U+00A0 and beyond (C2 A0...) are text, not controls.
        let (e, d) = try accept("{\"type\":\"session_end\",\"ts\":0,\"session_id\":\"abcdefghij\u{A0}\u{C2}\"}")
        #expect(d.string(e.sessionID) == "abcdefghij\u{A0}\u{C2}")
    }

    @Test func rejectionDetailsNameTheField() {
        #expect(rejection(transitionLine(base: #""type":"transition","ts":0,"session_id":"s","seq":-1,"direction":"enter","strategy":"x","outcome":"ok""#))?.detail
                == "field `seq`: expected an integer from 0 to 9007199254740991")
    }
}

@Suite struct TimestampFieldTests {
    func ts(_ value: String) -> Rejection? {
        rejection(#"{"type":"session_end","ts":\#(value),"session_id":"s"}"#)
    }

    func millis(_ value: String) throws -> Int64 {
        try accept(#"{"type":"session_end","ts":\#(value),"session_id":"s"}"#).0.timestampMillis
    }

    @Test func rfc3339WithOffsetIsConvertedToUTC() throws {
        #expect(try millis(#""2026-11-28T16:58:17.987+08:00""#) == 1_795_856_297_987)
        #expect(try millis(#""2026-11-28T08:58:17.987Z""#) == 1_795_856_297_987)
        #expect(try millis(#""2026-11-28T03:28:17.987-05:30""#) == 1_795_856_297_987)
    }

    @Test func rfc3339VariantsAreAccepted() throws {
        #expect(try millis(#""1970-01-01T00:00:00Z""#) == 0)
        #expect(try millis(#""1970-01-01t00:00:00z""#) == 0)
        #expect(try millis(#""1970-01-01 00:00:01Z""#) == 1000)
        #expect(try millis(#""1970-01-01T00:00:00.5Z""#) == 500)
        #expect(try millis(#""1970-01-01T00:00:00.12Z""#) == 120)
        #expect(try millis(#""1970-01-01T00:00:00.123999999Z""#) == 123)
        #expect(try millis(#""1970-01-01T00:00:60Z""#) == 59_000)
    }

    @Test func leapDaysAreValidatedByYear() throws {
        #expect(try millis(#""2024-02-29T00:00:00Z""#) == 1_709_164_800_000)
        #expect(try millis(#""2000-02-29T00:00:00Z""#) == 951_782_400_000)
        #expect(ts(#""2023-02-29T00:00:00Z""#)?.reason == .invalidField)
        #expect(ts(#""1900-02-29T00:00:00Z""#)?.reason == .invalidField)
    }

    @Test func invalidDatesAndTimesAreInvalidField() {
        for bad in ["2026-13-01T00:00:00Z", "2026-00-01T00:00:00Z", "2026-04-31T00:00:00Z",
                    "2026-01-00T00:00:00Z", "2026-01-01T24:00:00Z", "2026-01-01T00:60:00Z",
                    "2026-01-01T00:00:61Z", "2026-01-01T00:00:00", "2026-01-01T00:00:00+0800",
                    "2026-01-01T00:00:00+24:00", "2026-01-01T00:00:00.Z", "2026-01-01X00:00:00Z",
                    "2026-1-01T00:00:00Z", "2026-01-01T00:00:00Zx", "", "yesterday"] {
            let r = ts("\"\(bad)\"")
            #expect(r?.reason == .invalidField, "\(bad)")
            #expect(r?.detail.hasPrefix("field `ts`") == true, "\(bad)")
        }
    }

    @Test func epochMillisecondsNumberIsAccepted() throws {
        #expect(try millis("1795856297987") == 1_795_856_297_987)
        #expect(try millis("0") == 0)
        #expect(try millis("253402300799999") == 253_402_300_799_999)
        #expect(try millis("1.0e3") == 1000)
    }

    /// RFC 3339 text and epoch milliseconds name the same instants: year 0000 to the end of
    /// 9999 in UTC, the offset applied before the bounds are checked.
    @Test func rfc3339AndEpochMillisecondsAcceptTheSameInstants() throws {
        let first: Int64 = -62_167_219_200_000
        let last: Int64 = 253_402_300_799_999
        #expect(Timestamp.minMillis == first && Timestamp.maxMillis == last)
        #expect(FormatLimits.timestampMillis == first...last)
        // The first and last instants, both ways.
        #expect(try millis(#""0000-01-01T00:00:00Z""#) == first)
        #expect(try millis("\(first)") == first)
        #expect(try millis(#""9999-12-31T23:59:59.999Z""#) == last)
        #expect(try millis("\(last)") == last)
        // Before 1970, both ways (a negative number is an instant like any other).
        #expect(try millis(#""1969-12-31T23:59:59.999Z""#) == -1)
        #expect(try millis("-1") == -1)
        #expect(try millis(#""0000-01-01T01:00:00+01:00""#) == first)
        #expect(try millis(#""9999-12-31T22:59:59.999-01:00""#) == last)
        // One past either end, both ways: the offset moves the text's instant out of range.
        for outside in [#""9999-12-31T23:59:59-01:00""#, #""9999-12-31T23:30:00-00:31""#,
                        #""0000-01-01T00:00:00+00:01""#, #""0000-01-01T00:59:59.999+01:00""#,
                        "\(first - 1)", "\(last + 1)"] {
            let r = ts(outside)
            #expect(r?.reason == .invalidField, "\(outside)")
            #expect(r?.detail.contains("0000-01-01T00:00:00Z") == true, "\(outside): \(r?.detail ?? "accepted")")
            #expect(r?.detail.contains("9999-12-31T23:59:59.999Z") == true, "\(outside)")
        }
        // Every accepted instant has a day, from 0000-01-01 to 9999-12-31.
        #expect(UTCDay(containing: first).description == "0000-01-01")
        #expect(UTCDay(containing: last).description == "9999-12-31")
        #expect(UTCDay(containing: -1).description == "1969-12-31")
        // A seeded sweep: each instant in range reads back the same from its text and its number.
        var g = LineEncoderPropertyTests.SplitMix(state: 41)
        for _ in 0..<2000 {
            let value = Int64.random(in: first...last, using: &g)
            let text = try LineEncoder.line(SessionEndRecord(sessionID: "s", timestampMillis: value))
            #expect(try accept(text).0.timestampMillis == value)
            #expect(try millis("\(value)") == value)
        }
    }

    @Test func epochMillisecondsOutOfRangeOrFractionalIsInvalidField() {
        #expect(ts("-62167219200001")?.reason == .invalidField)
        #expect(ts("253402300800000")?.reason == .invalidField)
        #expect(ts("-9223372036854775808")?.reason == .invalidField)
        #expect(ts("1.5")?.reason == .invalidField)
        #expect(ts("1e400")?.reason == .invalidField)
        #expect(ts("true")?.reason == .invalidField)
        #expect(ts("null")?.reason == .missingField)
        #expect(rejection(#"{"type":"session_end","session_id":"s"}"#)?.reason == .missingField)
    }
}

@Suite struct SessionStartTests {
    @Test func sessionStartDecodesDeviceAppAndPlayer() throws {
        let (e, d) = try accept(startLine(device: #""model":"iPhone12,1","os":"iOS","os_version":"13.4.1","screen":{"w":375,"h":667,"scale":2}"#,
                                          more: #""player":{"version":"2.1"}"#))
        #expect(e.kind == .sessionStart)
        let s = try #require(e.startFields)
        #expect(d.string(s.deviceModel) == "iPhone12,1")
        #expect(d.string(s.osName) == "iOS")
        #expect(d.string(s.osVersion) == "13.4.1")
        #expect(s.osMajor == 13 && s.osMinor == 4 && s.osPatch == 1)
        #expect(d.string(s.appVersion) == "5.2.0" && d.string(s.appBuild) == "5200")
        #expect(s.playerVersion.map(d.string) == "2.1")
        #expect(s.screenWidth == 375 && s.screenHeight == 667 && s.screenScale == 2)
        #expect(e.extra == nil)
        #expect(e.transitionFields == nil)
    }

    @Test func osVersionFormsFillMajorMinorPatch() throws {
        let (a, _) = try accept(startLine(device: #""model":"m","os":"iOS","os_version":"13""#))
        #expect(a.startFields?.osMajor == 13 && a.startFields?.osMinor == nil && a.startFields?.osPatch == nil)
        let (b, _) = try accept(startLine(device: #""model":"m","os":"iOS","os_version":"9.3""#))
        #expect(b.startFields?.osMajor == 9 && b.startFields?.osMinor == 3 && b.startFields?.osPatch == nil)
    }

    @Test func badOSVersionIsInvalidField() {
        for v in ["13.", ".4", "13.4.1.2", "13a", "v13", "13..4", " 13", "1234567"] {
            let r = rejection(startLine(device: #""model":"m","os":"iOS","os_version":"\#(v)""#))
            #expect(r?.reason == .invalidField, "\(v)")
            #expect(r?.detail.contains("device.os_version") == true)
        }
    }

    @Test func requiredStartFieldsMissingOrNullAreMissingField() {
        #expect(rejection(startLine(device: #""os":"iOS","os_version":"13""#))?.detail == "field `device.model`: required")
        #expect(rejection(startLine(device: #""model":"m","os_version":"13""#))?.reason == .missingField)
        #expect(rejection(startLine(device: #""model":"m","os":"iOS""#))?.reason == .missingField)
        #expect(rejection(startLine(device: #""model":null,"os":"iOS","os_version":"13""#))?.reason == .missingField)
        #expect(rejection(startLine(app: #""build":"1""#))?.detail == "field `app.version`: required")
        #expect(rejection(startLine(app: #""version":"1""#))?.detail == "field `app.build`: required")
        #expect(rejection(#"{"type":"session_start","ts":0,"session_id":"s","app":{"version":"1","build":"1"}}"#)?.reason == .missingField)
        #expect(rejection(#"{"type":"session_start","ts":0,"session_id":"s","device":null,"app":{"version":"1","build":"1"}}"#)?.reason == .missingField)
    }

    @Test func emptyOrNonStringStartFieldsAreInvalidField() {
        #expect(rejection(startLine(device: #""model":"","os":"iOS","os_version":"13""#))?.reason == .invalidField)
        #expect(rejection(startLine(device: #""model":1,"os":"iOS","os_version":"13""#))?.reason == .invalidField)
        #expect(rejection(startLine(app: #""version":"","build":"1""#))?.reason == .invalidField)
        #expect(rejection(startLine(more: #""player":{"version":2}"#))?.reason == .invalidField)
    }

    @Test func deviceAppPlayerAndScreenMustBeObjects() {
        #expect(rejection(#"{"type":"session_start","ts":0,"session_id":"s","device":"x","app":{"version":"1","build":"1"}}"#)?.detail == "field `device`: expected an object")
        #expect(rejection(#"{"type":"session_start","ts":0,"session_id":"s","device":{"model":"m","os":"o","os_version":"1"},"app":[1]}"#)?.reason == .invalidField)
        #expect(rejection(startLine(more: #""player":"2.1""#))?.reason == .invalidField)
        #expect(rejection(startLine(device: #""model":"m","os":"iOS","os_version":"13","screen":[1,2]"#))?.reason == .invalidField)
    }

    @Test func screenValuesMustBeNonNegativeNumbers() throws {
        #expect(rejection(startLine(device: #""model":"m","os":"iOS","os_version":"13","screen":{"w":-1}"#))?.detail == "field `device.screen.w`: expected a number from 0 to 1000000")
        #expect(rejection(startLine(device: #""model":"m","os":"iOS","os_version":"13","screen":{"scale":"2"}"#))?.reason == .invalidField)
        let (e, _) = try accept(startLine(device: #""model":"m","os":"iOS","os_version":"13","screen":{"w":320.5}"#))
        #expect(e.startFields?.screenWidth == 320.5 && e.startFields?.screenHeight == nil)
    }

    @Test func optionalNullPlayerIsAbsent() throws {
        let (e, _) = try accept(startLine(more: #""player":null"#))
        #expect(e.startFields?.playerVersion == nil)
        #expect(e.extra == nil)
    }
}

@Suite struct SessionEndTests {
    @Test func reasonIsOptionalString() throws {
        let (a, d) = try accept(#"{"type":"session_end","ts":0,"session_id":"s","reason":"user_quit"}"#)
        #expect(a.endFields?.reason.map(d.string) == "user_quit")
        let (b, _) = try accept(#"{"type":"session_end","ts":0,"session_id":"s"}"#)
        #expect(b.endFields != nil && b.endFields?.reason == nil)
        #expect(rejection(#"{"type":"session_end","ts":0,"session_id":"s","reason":5}"#)?.reason == .invalidField)
    }
}
