/// A span of decoded (unescaped, UTF-8) text in ``LineDecoder/text``.
///
/// The decoder copies every string value it keeps into one reusable byte buffer, so a
/// decoded line costs no allocation; callers read the bytes while the decoder is alive
/// and before the next `decode` call.
public struct TextRef: Equatable, Sendable {
    /// Offset of the first byte in the decoder's text buffer.
    public var start: Int32
    /// Length in bytes.
    public var count: Int32

    /// The span of `count` bytes from `start`.
    public init(start: Int32, count: Int32) {
        self.start = start
        self.count = count
    }
}

/// The `type` of a line.
public enum EventKind: String, Sendable {
    /// `session_start`: the device, OS and app facts of a session.
    case sessionStart = "session_start"
    /// `session_end`.
    case sessionEnd = "session_end"
    /// `transition`: one attempt to enter or exit fullscreen.
    case transition
}

/// `enter` or `exit` fullscreen.
public enum Direction: String, Sendable {
    /// Into fullscreen.
    case enter
    /// Back from fullscreen.
    case exit
}

/// How a transition ended.
public enum Outcome: String, Sendable {
    /// It worked.
    case ok
    /// It failed (the line says how, in `failure`).
    case failed
    /// Stopped before it finished; not an attempt.
    case cancelled
    /// The player's state could not take it (enter while fullscreen, ...); not an attempt.
    case ignored
}

/// The facts of a `session_start` line.
public struct SessionStartFields: Equatable, Sendable {
    /// `device.model`, the hardware identifier (`iPhone12,1`).
    public var deviceModel = TextRef(start: 0, count: 0)
    /// `device.os` (`iOS`, `iPadOS`).
    public var osName = TextRef(start: 0, count: 0)
    /// `device.os_version` (`13.4.1`).
    public var osVersion = TextRef(start: 0, count: 0)
    /// Parsed from `device.os_version`: `13.4.1` gives major 13, minor 4, patch 1.
    public var osMajor = 0
    /// The minor part of `device.os_version`, nil when it has none.
    public var osMinor: Int? = nil
    /// The patch part of `device.os_version`, nil when it has none.
    public var osPatch: Int? = nil
    /// `app.version`.
    public var appVersion = TextRef(start: 0, count: 0)
    /// `app.build`.
    public var appBuild = TextRef(start: 0, count: 0)
    /// `player.version`, when logged.
    public var playerVersion: TextRef? = nil
    /// `device.screen.w` in points.
    public var screenWidth: Double? = nil
    /// `device.screen.h` in points.
    public var screenHeight: Double? = nil
    /// `device.screen.scale` (pixels per point).
    public var screenScale: Double? = nil

    /// Empty fields, filled by the decoder.
    public init() {}
}

/// The facts of a `session_end` line.
public struct SessionEndFields: Equatable, Sendable {
    /// `reason`, when logged.
    public var reason: TextRef? = nil

    /// Empty fields, filled by the decoder.
    public init() {}
}

/// How the app finds the list position to restore on exit.
public enum RestoreMethod: String, Sendable {
    /// Re-find the cell by the index path remembered at enter.
    case indexPath = "index_path"
    /// Re-add the player to the superview remembered at enter (wrong once the cell is reused).
    case superview
}

/// The restore target of a transition (`restore` object).
public struct RestoreFields: Equatable, Sendable {
    // Declared in an order that leaves little padding (see ``DecodedEvent``).
    /// `restore.section`: the target section.
    public var section: Int64? = nil
    /// `restore.method`.
    public var method: RestoreMethod? = nil
    /// `restore.cell_reused`: the target cell had been reused (exits).
    public var cellReused: Bool? = nil
    /// `restore.container`.
    public var container: TextRef? = nil
    /// `restore.item`: the target item.
    public var item: Int64? = nil
    /// `restore.list`: the id of the list.
    public var list: TextRef? = nil
    /// `restore.restored_section`: where the player landed (exits).
    public var restoredSection: Int64? = nil
    /// `restore.restored_item`: where the player landed (exits).
    public var restoredItem: Int64? = nil

    /// Empty fields, filled by the decoder.
    public init() {}

    /// True when both the target and the restored index path are known and differ;
    /// nil when either is missing.
    public var mismatch: Bool? {
        guard let section, let item, let restoredSection, let restoredItem else { return nil }
        return section != restoredSection || item != restoredItem
    }
}

/// The facts of a `transition` line.
public struct TransitionFields: Equatable, Sendable {
    // Declared in an order that leaves little padding (see ``DecodedEvent``).
    /// `seq`: the transition's number within its session.
    public var seq: Int64 = 0
    /// `screen_bounds` in points.
    public var screenBounds: (width: Double, height: Double)? = nil
    /// `direction`.
    public var direction = Direction.enter
    /// `outcome`.
    public var outcome = Outcome.ok
    /// `status_bar_hidden`.
    public var statusBarHidden: Bool? = nil
    /// `strategy`: how the app went fullscreen.
    public var strategy = TextRef(start: 0, count: 0)
    /// `window_bounds` in points.
    public var windowBounds: (width: Double, height: Double)? = nil
    /// `failure`: the failure kind, when `outcome` is `failed`.
    public var failure: TextRef? = nil
    /// `duration_ms`: how long the animation took.
    public var durationMs: Double? = nil
    /// `trigger`: what started the transition.
    public var trigger: TextRef? = nil
    /// `restore`, when logged.
    public var restore: RestoreFields? = nil
    /// `from_orientation`.
    public var fromOrientation: TextRef? = nil
    /// `to_orientation`.
    public var toOrientation: TextRef? = nil
    /// `app_state` when the transition started.
    public var appState: TextRef? = nil
    /// `status_bar_orientation`.
    public var statusBarOrientation: TextRef? = nil

    /// Empty fields, filled by the decoder.
    public init() {}

    /// True when screen and window bounds are both present and disagree in
    /// orientation (one is wider than tall, the other is not); nil otherwise.
    public var boundsSwapped: Bool? {
        guard let s = screenBounds, let w = windowBounds else { return nil }
        return (s.width > s.height) != (w.width > w.height)
    }

    /// Equal field by field (bounds by width and height).
    public static func == (a: TransitionFields, b: TransitionFields) -> Bool {
        a.seq == b.seq && a.direction == b.direction && a.strategy == b.strategy
            && a.outcome == b.outcome && a.failure == b.failure && a.durationMs == b.durationMs
            && a.trigger == b.trigger && a.fromOrientation == b.fromOrientation
            && a.toOrientation == b.toOrientation && a.appState == b.appState
            && a.statusBarOrientation == b.statusBarOrientation
            && a.statusBarHidden == b.statusBarHidden
            && a.screenBounds?.width == b.screenBounds?.width
            && a.screenBounds?.height == b.screenBounds?.height
            && a.windowBounds?.width == b.windowBounds?.width
            && a.windowBounds?.height == b.windowBounds?.height
            && a.restore == b.restore
    }
}

/// What every line of format v1 carries, whatever its type.
public struct EventHeader: Equatable, Sendable {
    /// `session_id`: the session the line belongs to.
    public var sessionID: TextRef
    /// `ts` in Unix epoch milliseconds, UTC.
    public var timestampMillis: Int64
    /// A JSON object holding every field the format does not define, or nil when none.
    /// Unknown top-level members keep their name; unknown members of a known object
    /// are named by their path (`"device.carrier"`). Values are copied verbatim.
    public var extra: TextRef?

    /// A header of these values.
    public init(sessionID: TextRef, timestampMillis: Int64, extra: TextRef? = nil) {
        self.sessionID = sessionID
        self.timestampMillis = timestampMillis
        self.extra = extra
    }
}

/// One valid line of format v1: its type, with the header every line has and the fields
/// of that type. Text is held as ``TextRef``s into the decoder's buffer.
///
/// Each case carries only the fields of its type, so a transition without transition
/// fields, or a session start that also has an end reason, cannot be built.
///
/// Ingest copies an event a few times per line on its way from the decoder to the
/// store, so the payload fields are declared in an order that leaves little padding:
/// the event fits in 256 bytes, where `memcpy` is cheapest (a test keeps it so).
///
/// ```swift
/// switch try decoder.decode(line) {
/// case .transition(let header, let t): print(decoder.string(header.sessionID), t.seq)
/// case .sessionStart(_, let s): print(s.osMajor)
/// case .sessionEnd: break
/// }
/// ```
public enum DecodedEvent: Equatable, Sendable {
    /// A `session_start` line.
    case sessionStart(EventHeader, SessionStartFields)
    /// A `session_end` line.
    case sessionEnd(EventHeader, SessionEndFields)
    /// A `transition` line.
    case transition(EventHeader, TransitionFields)

    /// The session, time and unknown fields of the line.
    public var header: EventHeader {
        switch self {
        case .sessionStart(let h, _), .sessionEnd(let h, _), .transition(let h, _): return h
        }
    }

    /// `type`: which line this is.
    public var kind: EventKind {
        switch self {
        case .sessionStart: return .sessionStart
        case .sessionEnd: return .sessionEnd
        case .transition: return .transition
        }
    }

    /// `session_id`: the session the line belongs to.
    public var sessionID: TextRef { header.sessionID }

    /// `ts` in Unix epoch milliseconds, UTC.
    public var timestampMillis: Int64 { header.timestampMillis }

    /// The fields the format does not define, as a JSON object, or nil when none
    /// (see ``EventHeader/extra``).
    public var extra: TextRef? { header.extra }
}
