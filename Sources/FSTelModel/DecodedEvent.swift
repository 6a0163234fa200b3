/// A span of decoded (unescaped, UTF-8) text in ``LineDecoder/text``.
///
/// The decoder copies every string value it keeps into one reusable byte buffer, so a
/// decoded line costs no allocation; callers read the bytes while the decoder is alive
/// and before the next `decode` call.
public struct TextRef: Equatable, Sendable {
    public var start: Int32
    public var count: Int32

    public init(start: Int32, count: Int32) {
        self.start = start
        self.count = count
    }
}

public enum EventKind: String, Sendable {
    case sessionStart = "session_start"
    case sessionEnd = "session_end"
    case transition
}

public enum Direction: String, Sendable {
    case enter, exit
}

public enum Outcome: String, Sendable {
    case ok, failed, cancelled, ignored
}

/// The facts of a `session_start` line.
public struct SessionStartFields: Equatable, Sendable {
    public var deviceModel = TextRef(start: 0, count: 0)
    public var osName = TextRef(start: 0, count: 0)
    public var osVersion = TextRef(start: 0, count: 0)
    /// Parsed from `device.os_version`: `13.4.1` gives major 13, minor 4, patch 1.
    public var osMajor = 0
    public var osMinor: Int? = nil
    public var osPatch: Int? = nil
    public var appVersion = TextRef(start: 0, count: 0)
    public var appBuild = TextRef(start: 0, count: 0)
    public var playerVersion: TextRef? = nil
    public var screenWidth: Double? = nil
    public var screenHeight: Double? = nil
    public var screenScale: Double? = nil

    public init() {}
}

/// The facts of a `session_end` line.
public struct SessionEndFields: Equatable, Sendable {
    public var reason: TextRef? = nil

    public init() {}
}

public enum RestoreMethod: String, Sendable {
    case indexPath = "index_path"
    case superview
}

/// The restore target of a transition (`restore` object).
public struct RestoreFields: Equatable, Sendable {
    public var method: RestoreMethod? = nil
    public var container: TextRef? = nil
    public var list: TextRef? = nil
    public var section: Int64? = nil
    public var item: Int64? = nil
    public var restoredSection: Int64? = nil
    public var restoredItem: Int64? = nil
    public var cellReused: Bool? = nil

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
    public var seq: Int64 = 0
    public var direction = Direction.enter
    public var strategy = TextRef(start: 0, count: 0)
    public var outcome = Outcome.ok
    public var failure: TextRef? = nil
    public var durationMs: Double? = nil
    public var trigger: TextRef? = nil
    public var fromOrientation: TextRef? = nil
    public var toOrientation: TextRef? = nil
    public var appState: TextRef? = nil
    public var statusBarOrientation: TextRef? = nil
    public var statusBarHidden: Bool? = nil
    public var screenBounds: (width: Double, height: Double)? = nil
    public var windowBounds: (width: Double, height: Double)? = nil
    public var restore: RestoreFields? = nil

    public init() {}

    /// True when screen and window bounds are both present and disagree in
    /// orientation (one is wider than tall, the other is not); nil otherwise.
    public var boundsSwapped: Bool? {
        guard let s = screenBounds, let w = windowBounds else { return nil }
        return (s.width > s.height) != (w.width > w.height)
    }

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

/// One valid line of format v1. Text fields are ``TextRef``s into the decoder's buffer.
public struct DecodedEvent: Equatable, Sendable {
    public var kind = EventKind.transition
    public var sessionID = TextRef(start: 0, count: 0)
    /// `ts` in Unix epoch milliseconds, UTC.
    public var timestampMillis: Int64 = 0
    /// Set when `kind == .sessionStart`.
    public var start: SessionStartFields? = nil
    /// Set when `kind == .sessionEnd`.
    public var end: SessionEndFields? = nil
    /// Set when `kind == .transition`.
    public var transition: TransitionFields? = nil
    /// A JSON object holding every field the format does not define, or nil when none.
    /// Unknown top-level members keep their name; unknown members of a known object
    /// are named by their path (`"device.carrier"`). Values are copied verbatim.
    public var extra: TextRef? = nil

    public init() {}
}
