/// Events of format v1 as owned values, for writing lines with ``LineEncoder``.
///
/// ``DecodedEvent`` is what the decoder reads (text as ``TextRef``s into its buffer);
/// these records are what a writer holds before encoding. Field names follow the
/// format (`docs/log-format.md`); optional fields are left out of the line when nil.

/// A `session_start` line: the device, OS and app facts of a session.
public struct SessionStartRecord: Equatable, Sendable {
    /// Screen size in points and its scale (`device.screen`).
    public struct Screen: Equatable, Sendable {
        /// Width in points.
        public var width: Double
        /// Height in points.
        public var height: Double
        /// Pixels per point.
        public var scale: Double

        /// A screen of `width` x `height` points at `scale`.
        public init(width: Double, height: Double, scale: Double) {
            self.width = width
            self.height = height
            self.scale = scale
        }
    }

    /// `session_id`: the session the line belongs to.
    public var sessionID: String
    /// `ts` in Unix epoch milliseconds, UTC.
    public var timestampMillis: Int64
    /// `device.model`, the hardware identifier (`iPhone12,1`).
    public var deviceModel: String
    /// `device.os` (`iOS`, `iPadOS`).
    public var osName: String
    /// `device.os_version` (`13.4.1`).
    public var osVersion: String
    /// `device.screen`, when logged.
    public var screen: Screen?
    /// `app.version`.
    public var appVersion: String
    /// `app.build`.
    public var appBuild: String
    /// `player.version`, when logged.
    public var playerVersion: String?

    /// A `session_start` record of these facts.
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
    /// `session_id`: the session the line belongs to.
    public var sessionID: String
    /// `ts` in Unix epoch milliseconds, UTC.
    public var timestampMillis: Int64
    /// `reason`, when logged.
    public var reason: String?

    /// A `session_end` record.
    public init(sessionID: String, timestampMillis: Int64, reason: String? = nil) {
        self.sessionID = sessionID
        self.timestampMillis = timestampMillis
        self.reason = reason
    }
}

/// The `restore` object of a transition: the target index path captured at enter and,
/// on an exit, where the player landed and whether the cell had been reused.
public struct RestoreRecord: Equatable, Sendable {
    /// `restore.method`.
    public var method: RestoreMethod?
    /// `table_view`, `collection_view`, `scroll_view` or `view`.
    public var container: String?
    /// `restore.list`: the id of the list.
    public var list: String?
    /// `restore.section`: the target section.
    public var section: Int64?
    /// `restore.item`: the target item.
    public var item: Int64?
    /// `restore.restored_section`: where the player landed (exits).
    public var restoredSection: Int64?
    /// `restore.restored_item`: where the player landed (exits).
    public var restoredItem: Int64?
    /// `restore.cell_reused`: the target cell had been reused (exits).
    public var cellReused: Bool?

    /// A `restore` object of these fields.
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
        /// Width in points.
        public var width: Double
        /// Height in points.
        public var height: Double

        /// A size of `width` x `height` points.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// `session_id`: the session the line belongs to.
    public var sessionID: String
    /// `ts` in Unix epoch milliseconds, UTC.
    public var timestampMillis: Int64
    /// `seq`: the transition's number within its session.
    public var seq: Int64
    /// `direction`.
    public var direction: Direction
    /// `strategy`: how the app went fullscreen.
    public var strategy: String
    /// `outcome`.
    public var outcome: Outcome
    /// Required when `outcome` is `failed`, and only then.
    public var failure: String?
    /// `duration_ms`: how long the animation took.
    public var durationMs: Double?
    /// `trigger`: what started the transition.
    public var trigger: String?
    /// `from_orientation`.
    public var fromOrientation: String?
    /// `to_orientation`.
    public var toOrientation: String?
    /// `app_state` when the transition started.
    public var appState: String?
    /// `status_bar_orientation`.
    public var statusBarOrientation: String?
    /// `status_bar_hidden`.
    public var statusBarHidden: Bool?
    /// `screen_bounds` in points.
    public var screenBounds: Size?
    /// `window_bounds` in points.
    public var windowBounds: Size?
    /// `restore`, when logged.
    public var restore: RestoreRecord?

    /// A `transition` record of these fields.
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
