/// What the player saw around a transition: all optional, written when known.
///
/// Pass it to a request (``FullscreenSession/enter(strategy:trigger:restoreTarget:observed:)``,
/// ``FullscreenSession/exit(trigger:observed:)``) and/or to
/// ``FullscreenSession/finish(outcome:landedAt:cellReused:observed:settledIn:)``; the
/// recorded line takes each field from `finish` when given there, else from the request.
public struct TransitionObservation: Equatable, Sendable {
    /// The app's state when the transition started.
    public var appState: AppState?
    /// The interface orientation before.
    public var fromOrientation: Orientation?
    /// The interface orientation after.
    public var toOrientation: Orientation?
    /// The status bar's orientation.
    public var statusBarOrientation: Orientation?
    /// True when the status bar was hidden.
    public var statusBarHidden: Bool?
    /// `UIScreen.main.bounds.size`, in points.
    public var screenBounds: (width: Double, height: Double)?
    /// The key window's size, in points.
    public var windowBounds: (width: Double, height: Double)?

    /// What was seen; leave unknown fields nil.
    public init(
        appState: AppState? = nil, fromOrientation: Orientation? = nil, toOrientation: Orientation? = nil,
        statusBarOrientation: Orientation? = nil, statusBarHidden: Bool? = nil,
        screenBounds: (width: Double, height: Double)? = nil, windowBounds: (width: Double, height: Double)? = nil
    ) {
        self.appState = appState
        self.fromOrientation = fromOrientation
        self.toOrientation = toOrientation
        self.statusBarOrientation = statusBarOrientation
        self.statusBarHidden = statusBarHidden
        self.screenBounds = screenBounds
        self.windowBounds = windowBounds
    }

    /// This observation with the fields it lacks taken from `earlier`.
    func filled(from earlier: TransitionObservation) -> TransitionObservation {
        var o = self
        o.appState = appState ?? earlier.appState
        o.fromOrientation = fromOrientation ?? earlier.fromOrientation
        o.toOrientation = toOrientation ?? earlier.toOrientation
        o.statusBarOrientation = statusBarOrientation ?? earlier.statusBarOrientation
        o.statusBarHidden = statusBarHidden ?? earlier.statusBarHidden
        o.screenBounds = screenBounds ?? earlier.screenBounds
        o.windowBounds = windowBounds ?? earlier.windowBounds
        return o
    }

    /// Equal field by field (bounds by width and height).
    public static func == (a: TransitionObservation, b: TransitionObservation) -> Bool {
        a.appState == b.appState && a.fromOrientation == b.fromOrientation && a.toOrientation == b.toOrientation
            && a.statusBarOrientation == b.statusBarOrientation && a.statusBarHidden == b.statusBarHidden
            && a.screenBounds?.width == b.screenBounds?.width && a.screenBounds?.height == b.screenBounds?.height
            && a.windowBounds?.width == b.windowBounds?.width && a.windowBounds?.height == b.windowBounds?.height
    }
}
