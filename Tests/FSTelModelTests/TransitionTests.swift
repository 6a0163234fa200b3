import Testing
@testable import FSTelModel

/// A transition line built from the required members plus `extra` members.
func tline(seq: String = "3", direction: String = #""enter""#, strategy: String = #""window_transform""#,
           outcome: String = #""ok""#, _ more: String = "") -> String {
    var m = #""type":"transition","ts":0,"session_id":"s""#
    if !seq.isEmpty { m += #","seq":\#(seq)"# }
    if !direction.isEmpty { m += #","direction":\#(direction)"# }
    if !strategy.isEmpty { m += #","strategy":\#(strategy)"# }
    if !outcome.isEmpty { m += #","outcome":\#(outcome)"# }
    if !more.isEmpty { m += "," + more }
    return "{\(m)}"
}

@Suite struct TransitionTests {
    @Test func minimalTransitionIsAccepted() throws {
        let (e, d) = try accept(tline())
        let t = try #require(e.transitionFields)
        #expect(t.seq == 3 && t.direction == .enter && d.string(t.strategy) == "window_transform" && t.outcome == .ok)
        #expect(t.failure == nil && t.durationMs == nil && t.restore == nil && t.screenBounds == nil)
    }

    @Test func seqMustBeAnIntegerFromZeroTo2To53Minus1() throws {
        for bad in ["-1", "1.5", "1e400", "\"3\"", "true", "9223372036854775808", "9223372036854775807", "9007199254740992"] {
            let r = rejection(tline(seq: bad))
            #expect(r?.reason == .invalidField, "\(bad)")
            #expect(r?.detail == "field `seq`: expected an integer from 0 to 9007199254740991", "\(bad)")
        }
        #expect(rejection(tline(seq: ""))?.reason == .missingField)
        #expect(rejection(tline(seq: "null"))?.reason == .missingField)
        #expect(try accept(tline(seq: "9007199254740991")).0.transitionFields?.seq == 9_007_199_254_740_991)
        #expect(try accept(tline(seq: "0")).0.transitionFields?.seq == 0)
        #expect(try accept(tline(seq: "4.0")).0.transitionFields?.seq == 4)
        #expect(try accept(tline(seq: "12e2")).0.transitionFields?.seq == 1200)
    }

    @Test func directionMustBeEnterOrExit() throws {
        #expect(try accept(tline(direction: #""exit""#)).0.transitionFields?.direction == .exit)
        #expect(rejection(tline(direction: #""sideways""#))?.reason == .invalidField)
        #expect(rejection(tline(direction: "1"))?.reason == .invalidField)
        #expect(rejection(tline(direction: ""))?.reason == .missingField)
        #expect(rejection(tline(direction: "null"))?.reason == .missingField)
    }

    @Test func strategyIsAnOpenSetOfNonEmptyStrings() throws {
        let (e, d) = try accept(tline(strategy: #""brand_new_strategy""#))
        #expect(e.transitionFields.map { d.string($0.strategy) } == "brand_new_strategy")
        #expect(rejection(tline(strategy: #""""#))?.reason == .invalidField)
        #expect(rejection(tline(strategy: "[]"))?.reason == .invalidField)
        #expect(rejection(tline(strategy: ""))?.reason == .missingField)
    }

    @Test func outcomeMustBeOneOfFour() throws {
        for (text, value) in [("ok", Outcome.ok), ("cancelled", .cancelled), ("ignored", .ignored)] {
            #expect(try accept(tline(outcome: "\"\(text)\"")).0.transitionFields?.outcome == value)
        }
        #expect(rejection(tline(outcome: #""great""#))?.reason == .invalidField)
        #expect(rejection(tline(outcome: ""))?.reason == .missingField)
    }

    @Test func failureIsRequiredExactlyWhenOutcomeIsFailed() throws {
        let (e, d) = try accept(tline(outcome: #""failed""#, #""failure":"half_black_screen""#))
        #expect(e.transitionFields?.outcome == .failed)
        #expect(e.transitionFields?.failure.map(d.string) == "half_black_screen")
        #expect(rejection(tline(outcome: #""failed""#))?.reason == .missingField)
        #expect(rejection(tline(outcome: #""failed""#, #""failure":null"#))?.reason == .missingField)
        #expect(rejection(tline(outcome: #""failed""#, #""failure":"""#))?.reason == .invalidField)
        #expect(rejection(tline(outcome: #""ok""#, #""failure":"x""#))?.reason == .invalidField)
        // null failure on a non-failed outcome is absent.
        #expect(try accept(tline(outcome: #""ok""#, #""failure":null"#)).0.transitionFields?.failure == nil)
    }

    @Test func durationMustBeAFiniteNonNegativeNumber() throws {
        #expect(try accept(tline(#""duration_ms":0"#)).0.transitionFields?.durationMs == 0)
        #expect(try accept(tline(#""duration_ms":1.25e2"#)).0.transitionFields?.durationMs == 125)
        #expect(try accept(tline(#""duration_ms":null"#)).0.transitionFields?.durationMs == nil)
        #expect(rejection(tline(#""duration_ms":-1"#))?.reason == .invalidField)
        #expect(rejection(tline(#""duration_ms":1e400"#))?.reason == .invalidField)
        #expect(rejection(tline(#""duration_ms":"3""#))?.reason == .invalidField)
    }

    @Test func triggerIsAnOpenSetString() throws {
        let (e, d) = try accept(tline(#""trigger":"shake""#))
        #expect(e.transitionFields?.trigger.map(d.string) == "shake")
        #expect(rejection(tline(#""trigger":1"#))?.reason == .invalidField)
    }

    @Test func orientationsMustBeKnown() throws {
        let (e, d) = try accept(tline(#""from_orientation":"portrait_upside_down","to_orientation":"landscape_left""#))
        #expect(e.transitionFields?.fromOrientation.map(d.string) == "portrait_upside_down")
        #expect(e.transitionFields?.toOrientation.map(d.string) == "landscape_left")
        #expect(rejection(tline(#""from_orientation":"upside""#))?.detail.hasPrefix("field `from_orientation`") == true)
        #expect(rejection(tline(#""to_orientation":0"#))?.reason == .invalidField)
    }

    @Test func appStateMustBeKnown() throws {
        let (e, d) = try accept(tline(#""app_state":"background""#))
        #expect(e.transitionFields?.appState.map(d.string) == "background")
        #expect(rejection(tline(#""app_state":"asleep""#))?.reason == .invalidField)
    }

    @Test func statusBarIsAnObjectWithOptionalOrientationAndHidden() throws {
        let (e, d) = try accept(tline(#""status_bar":{"hidden":true}"#))
        #expect(e.transitionFields?.statusBarHidden == true)
        #expect(e.transitionFields?.statusBarOrientation == nil)
        let (f, d2) = try accept(tline(#""status_bar":{"orientation":"landscape_right"}"#))
        #expect(f.transitionFields?.statusBarOrientation.map(d2.string) == "landscape_right")
        _ = d
        #expect(rejection(tline(#""status_bar":"portrait""#))?.reason == .invalidField)
        #expect(rejection(tline(#""status_bar":{"hidden":"no"}"#))?.detail == "field `status_bar.hidden`: expected a boolean")
        #expect(rejection(tline(#""status_bar":{"orientation":"up"}"#))?.reason == .invalidField)
    }

    @Test func boundsAreArraysOfExactlyTwoNonNegativeNumbers() throws {
        let (e, _) = try accept(tline(#""screen_bounds":[667,375],"window_bounds":[375,667]"#))
        #expect(e.transitionFields?.screenBounds?.width == 667)
        #expect(e.transitionFields?.boundsSwapped == true)
        for bad in ["[1]", "[1,2,3]", "[1,-2]", "[1,\"2\"]", "{\"w\":1}", "[[1],2]", "[]"] {
            #expect(rejection(tline(#""window_bounds":\#(bad)"#))?.reason == .invalidField, "\(bad)")
        }
    }

    @Test func restoreFieldsAreAllOptionalInsideAnObject() throws {
        let (e, _) = try accept(tline(#""restore":{}"#))
        #expect(e.transitionFields?.restore == RestoreFields())
        let (f, d) = try accept(tline(#""restore":{"method":"index_path","container":"collection_view","list":"grid","section":1,"item":2,"restored_section":1,"restored_item":2,"cell_reused":false}"#))
        let r = try #require(f.transitionFields?.restore)
        #expect(r.method == .indexPath && r.container.map(d.string) == "collection_view" && r.list.map(d.string) == "grid")
        #expect(r.section == 1 && r.item == 2 && r.restoredSection == 1 && r.restoredItem == 2 && r.cellReused == false)
        #expect(r.mismatch == false)
    }

    @Test func restoreRejectsBadValues() {
        for bad in [#""method":"guess""#, #""container":"stack_view""#, #""list":3"#, #""section":-1"#,
                    #""item":1.5"#, #""restored_section":"1""#, #""restored_item":-2"#, #""cell_reused":1"#] {
            let r = rejection(tline(#""restore":{\#(bad)}"#))
            #expect(r?.reason == .invalidField, "\(bad)")
            #expect(r?.detail.hasPrefix("field `restore.") == true, "\(bad)")
        }
        #expect(rejection(tline(#""restore":[1]"#))?.detail == "field `restore`: expected an object")
        #expect(rejection(tline(#""restore":"superview""#))?.reason == .invalidField)
    }

    @Test func nullOptionalFieldsAreAbsent() throws {
        let (e, _) = try accept(tline(#""trigger":null,"from_orientation":null,"app_state":null,"status_bar":null,"screen_bounds":null,"restore":null"#))
        let t = try #require(e.transitionFields)
        #expect(t.trigger == nil && t.fromOrientation == nil && t.appState == nil && t.statusBarHidden == nil && t.screenBounds == nil && t.restore == nil)
        #expect(e.extra == nil)
    }
}

@Suite struct ExtraFieldTests {
    @Test func unknownTopLevelMembersAreCopiedVerbatim() throws {
        let (e, d) = try accept(tline(#""note":"hi \"x\"","n":[1, 2 ,{"a":null}],"z":1.50"#))
        let extra = try #require(e.extra)
        #expect(d.string(extra) == #"{"note":"hi \"x\"","n":[1, 2 ,{"a":null}],"z":1.50}"#)
    }

    @Test func fieldsOfAnotherTypeAreExtra() throws {
        let (e, d) = try accept(#"{"type":"session_end","ts":0,"session_id":"s","seq":4,"device":{"model":"m"},"reason":"r"}"#)
        #expect(e.extra.map(d.string) == #"{"seq":4,"device":{"model":"m"}}"#)
        let (f, d2) = try accept(tline(#""reason":"r","app":null"#))
        #expect(f.extra.map(d2.string) == #"{"reason":"r","app":null}"#)
    }

    @Test func unknownNestedMembersAreNamedByDottedPath() throws {
        let line = startLine(device: #""model":"m","carrier":"x","os":"iOS","os_version":"13","screen":{"w":1,"dpi":326}"#,
                             app: #""version":"1","build":"2","channel":{"beta":true}"#,
                             more: #""player":{"version":"2","codec":"h264"},"top":0"#)
        let (e, d) = try accept(line)
        #expect(e.extra.map(d.string) == #"{"device.carrier":"x","device.screen.dpi":326,"app.channel":{"beta":true},"player.codec":"h264","top":0}"#)
        let (f, d2) = try accept(tline(#""status_bar":{"hidden":true,"style":"dark"},"restore":{"item":1,"anim":"fade"}"#))
        #expect(f.extra.map(d2.string) == #"{"status_bar.style":"dark","restore.anim":"fade"}"#)
    }

    @Test func extraKeysStayValidJSONStrings() throws {
        let (e, d) = try accept(tline(#""we\"ird\u00e9":1,"restore":{"k\\ey":2}"#))
        #expect(e.extra.map(d.string) == #"{"we\"ird\u00e9":1,"restore.k\\ey":2}"#)
    }

    @Test func noExtraWhenEveryMemberIsKnown() throws {
        #expect(try accept(sampleTransition).0.extra == nil)
        #expect(try accept(startLine()).0.extra == nil)
    }

    @Test func escapedKnownKeysAreRecognised() throws {
        let (e, _) = try accept(tline(#""dur\u0061tion_ms":5"#))
        #expect(e.transitionFields?.durationMs == 5)
        #expect(e.extra == nil)
    }
}

@Suite struct CheckOrderTests {
    @Test func checksRunInTheDocumentedOrder() {
        // JSON validity before everything.
        #expect(rejection(#"{"v":2,"type":"x","a":1,"a":2,}"#)?.reason == .invalidJSON)
        // duplicate_key before v.
        #expect(rejection(#"{"v":2,"a":1,"a":2}"#)?.reason == .duplicateKey)
        // v before type, type before fields.
        #expect(rejection(#"{"v":3,"type":"bogus"}"#)?.reason == .unsupportedVersion)
        #expect(rejection(#"{"type":"bogus","ts":"nope"}"#)?.reason == .unknownType)
        // ts before session_id before type fields.
        #expect(rejection(#"{"type":"transition","ts":"nope"}"#)?.detail.hasPrefix("field `ts`") == true)
        #expect(rejection(#"{"type":"transition","ts":0}"#)?.detail == "field `session_id`: required")
    }
}
