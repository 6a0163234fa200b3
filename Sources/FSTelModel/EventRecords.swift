/// Events of format v1 as owned values, for writing lines with ``LineEncoder``.
///
/// ``DecodedEvent`` is what the decoder reads (text as ``TextRef``s into its buffer);
/// these records are what a writer holds before encoding. Field names follow the
/// format (`docs/log-format.md`); optional fields are left out of the line when nil.

/// A `session_start` line: the device, OS and app facts of a session.
public struct SessionStartRecord: Equatable, Sendable {
    /// Screen size in points and its scale (`device.screen`).
    public struct Screen: Equatable, Sendable {
        public var width: Double
        public var height: Double
        public var scale: Double

        public init(width: Double, height: Double, scale: Double) {
            self.width = width
            self.height = height
            self.scale = scale
        }
    }

    public var sessionID: String
    /// `ts` in Unix epoch milliseconds, UTC.
    public var timestampMillis: Int64
    /// `device.model`, the hardware identifier (`iPhone12,1`).
    public var deviceModel: String
    /// `device.os` (`iOS`, `iPadOS`).
    public var osName: String
    /// `device.os_version` (`13.4.1`).
    public var osVersion: String
    public var screen: Screen?
    public var appVersion: String
    public var appBuild: String
    public var playerVersion: String?

    public init(
        sessionID: String, timestampMillis: Int64, deviceModel: String, osName: String, osVersion: String,
        screen: Screen? = nil, appVersion: String, appBuild: String, playerVersion: String? = nil
    ) {
        self.sessionID = sessionID
        self.timestampMillis = timestampMillis
        self.deviceModel = deviceModel
        self.osName = osName
        self.osVersion = osVersion
        self.screen = screen
        self.appVersion = appVersion
        self.appBuild = appBuild
        self.playerVersion = playerVersion
    }
}

/// A `session_end` line.
public struct SessionEndRecord: Equatable, Sendable {
    public var sessionID: String
    /// `ts` in Unix epoch milliseconds, UTC.
    public var timestampMillis: Int64
    public var reason: String?

    public init(sessionID: String, timestampMillis: Int64, reason: String? = nil) {
        self.sessionID = sessionID
        self.timestampMillis = timestampMillis
        self.reason = reason
    }
}

/// The `restore` object of a transition: the target index path captured at enter and,
/// on an exit, where the player landed and whether the cell had been reused.
public struct RestoreRecord: Equatable, Sendable {
    public var method: RestoreMethod?
    /// `table_view`, `collection_view`, `scroll_view` or `view`.
    public var container: String?
    public var list: String?
    public var section: Int64?
    public var item: Int64?
    public var restoredSection: Int64?
    public var restoredItem: Int64?
    public var cellReused: Bool?

    public init(
        method: RestoreMethod? = nil, container: String? = nil, list: String? = nil,
        section: Int64? = nil, item: Int64? = nil,
        restoredSection: Int64? = nil, restoredItem: Int64? = nil, cellReused: Bool? = nil
    ) {
        self.method = method
        self.container = container
        self.list = list
        self.section = section
        self.item = item
        self.restoredSection = restoredSection
        self.restoredItem = restoredItem
        self.cellReused = cellReused
    }
}

/// A `transition` line: one attempt to enter or exit fullscreen.
public struct TransitionRecord: Equatable, Sendable {
    /// A `[w, h]` pair in points (`screen_bounds`, `window_bounds`).
    public struct Size: Equatable, Sendable {
        public var width: Double
        public var height: Double

        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    public var sessionID: String
    /// `ts` in Unix epoch milliseconds, UTC.
    public var timestampMillis: Int64
    public var seq: Int64
    public var direction: Direction
    public var strategy: String
    public var outcome: Outcome
    /// Required when `outcome` is `failed`, and only then.
    public var failure: String?
    public var durationMs: Double?
    public var trigger: String?
    public var fromOrientation: String?
    public var toOrientation: String?
    public var appState: String?
    public var statusBarOrientation: String?
    public var statusBarHidden: Bool?
    public var screenBounds: Size?
    public var windowBounds: Size?
    public var restore: RestoreRecord?

    public init(
        sessionID: String, timestampMillis: Int64, seq: Int64, direction: Direction, strategy: String,
        outcome: Outcome, failure: String? = nil, durationMs: Double? = nil, trigger: String? = nil,
        fromOrientation: String? = nil, toOrientation: String? = nil, appState: String? = nil,
        statusBarOrientation: String? = nil, statusBarHidden: Bool? = nil,
        screenBounds: Size? = nil, windowBounds: Size? = nil, restore: RestoreRecord? = nil
    ) {
        self.sessionID = sessionID
        self.timestampMillis = timestampMillis
        self.seq = seq
        self.direction = direction
        self.strategy = strategy
        self.outcome = outcome
        self.failure = failure
        self.durationMs = durationMs
        self.trigger = trigger
        self.fromOrientation = fromOrientation
        self.toOrientation = toOrientation
        self.appState = appState
        self.statusBarOrientation = statusBarOrientation
        self.statusBarHidden = statusBarHidden
        self.screenBounds = screenBounds
        self.windowBounds = windowBounds
        self.restore = restore
    }
}
