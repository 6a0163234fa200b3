import FSTelModel

/// `enter` or `exit`.
public typealias Direction = FSTelModel.Direction
/// `ok`, `failed`, `cancelled` or `ignored`, as written in the `outcome` field.
public typealias Outcome = FSTelModel.Outcome
/// `index_path` or `superview`: how the player finds its way back on exit.
public typealias RestoreMethod = FSTelModel.RestoreMethod
/// The screen size in points and its scale (`device.screen` of `session_start`).
public typealias ScreenSize = FSTelModel.SessionStartRecord.Screen

/// How a player goes fullscreen (`strategy` in the log). An open set: the six strategies
/// of the domain are constants, and any other identifier can be written as a literal.
public struct Strategy: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier as written in the log.
    public var rawValue: String
    /// The value `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The value `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The value written as a literal.
    public init(stringLiteral value: String) { rawValue = value }
    /// The identifier.
    public var description: String { rawValue }

    /// Move the player onto the key window and rotate it with a transform.
    public static let windowTransform: Strategy = "window_transform"
    /// Present a landscape-only view controller with a custom transition.
    public static let presentLandscapeViewController: Strategy = "present_landscape_vc"
    /// Transform the view and call the deprecated `setStatusBarOrientation`.
    public static let statusBarOrientation: Strategy = "status_bar_orientation"
    /// Force the device orientation and let the page rotate natively.
    public static let nativeRotation: Strategy = "native_rotation"
    /// Transform animation, then the player lives on a separate portrait window.
    public static let transformPortraitWindow: Strategy = "transform_portrait_window"
    /// Transform animation, then the player moves to a pre-made landscape window.
    public static let transformLandscapeWindow: Strategy = "transform_landscape_window"

    /// The strategies of the domain (`docs/domain.md`).
    public static let known: [Strategy] = [
        .windowTransform, .presentLandscapeViewController, .statusBarOrientation,
        .nativeRotation, .transformPortraitWindow, .transformLandscapeWindow,
    ]
}

/// Why a transition failed (`failure` in the log). An open set: the failure kinds of the
/// domain are constants, and any other identifier can be written as a literal.
public struct FailureKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier as written in the log.
    public var rawValue: String
    /// The value `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The value `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The value written as a literal.
    public init(stringLiteral value: String) { rawValue = value }
    /// The identifier.
    public var description: String { rawValue }

    /// System alerts appear in portrait while the player is in landscape.
    public static let alertWrongOrientation: FailureKind = "alert_wrong_orientation"
    /// Half the screen renders black (iOS 10 present bug).
    public static let halfBlackScreen: FailureKind = "half_black_screen"
    /// `UIScreen` reports width and height swapped.
    public static let screenBoundsSwapped: FailureKind = "screen_bounds_swapped"
    /// Views that lay out from the window size break mid-animation.
    public static let layoutCorrupted: FailureKind = "layout_corrupted"
    /// The player returned to another cell than the one it left.
    public static let restoreMismatch: FailureKind = "restore_mismatch"
    /// The presenting page received `viewWillDisappear`.
    public static let lifecycleDisappear: FailureKind = "lifecycle_disappear"
    /// The status bar stayed portrait in landscape fullscreen.
    public static let statusBarWrongOrientation: FailureKind = "status_bar_wrong_orientation"
    /// Black areas showed during the rotation.
    public static let blackEdges: FailureKind = "black_edges"
    /// The screen flashed when the player moved between windows.
    public static let windowFlash: FailureKind = "window_flash"
    /// Auto Layout fought the transform animation.
    public static let autolayoutConflict: FailureKind = "autolayout_conflict"
    /// Subviews lagged behind the animating view.
    public static let subviewLag: FailureKind = "subview_lag"
    /// A fullscreen request arrived while the app was in background.
    public static let backgroundTrigger: FailureKind = "background_trigger"

    /// The failure kinds of the domain (`docs/domain.md`).
    public static let known: [FailureKind] = [
        .alertWrongOrientation, .halfBlackScreen, .screenBoundsSwapped, .layoutCorrupted,
        .restoreMismatch, .lifecycleDisappear, .statusBarWrongOrientation, .blackEdges,
        .windowFlash, .autolayoutConflict, .subviewLag, .backgroundTrigger,
    ]
}

/// What asked for the transition (`trigger` in the log). An open set.
public struct Trigger: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier as written in the log.
    public var rawValue: String
    /// The value `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The value `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The value written as a literal.
    public init(stringLiteral value: String) { rawValue = value }
    /// The identifier.
    public var description: String { rawValue }

    /// A tap on the fullscreen button.
    public static let button: Trigger = "button"
    /// The device was rotated.
    public static let rotation: Trigger = "rotation"
    /// A double tap on the player.
    public static let doubleTap: Trigger = "double_tap"
}

/// An interface orientation (`from_orientation`, `to_orientation`, `status_bar.orientation`).
public enum Orientation: String, Sendable, CaseIterable {
    /// Upright.
    case portrait
    /// `landscape_left`.
    case landscapeLeft = "landscape_left"
    /// `landscape_right`.
    case landscapeRight = "landscape_right"
    /// `portrait_upside_down`.
    case portraitUpsideDown = "portrait_upside_down"
}

/// The application state when the transition was requested (`app_state`).
public enum AppState: String, Sendable, CaseIterable {
    /// In the foreground, receiving events.
    case active
    /// In the foreground, not receiving events (a call, Control Center).
    case inactive
    /// In the background.
    case background
}

/// The kind of view the small player lives in (`restore.container`).
public enum RestoreContainer: String, Sendable, CaseIterable {
    /// A `UITableView` cell.
    case tableView = "table_view"
    /// A `UICollectionView` cell.
    case collectionView = "collection_view"
    /// A plain `UIScrollView`.
    case scrollView = "scroll_view"
    /// Any other view.
    case view
}
