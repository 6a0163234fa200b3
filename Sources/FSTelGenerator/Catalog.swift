/// The fixed vocabulary of the generated logs: devices, OS versions, releases,
/// strategies and failure kinds (docs/domain.md).

struct Device: Sendable {
    let model: StaticString
    let isPad: Bool
    let width: Int
    let height: Int
    let scale: Int
    /// Index range into ``Catalog/osVersions`` this device runs.
    let osRange: ClosedRange<Int>
    let weight: Int
}

struct OSVersion: Sendable {
    let text: StaticString
    let major: Int
    let weight: Int
}

struct AppRelease: Sendable {
    let version: StaticString
    let build: StaticString
    /// Share (of 100) of sessions that use index-path restore in this release.
    let indexPathShare: Int
}

enum Catalog {
    static let osVersions: [OSVersion] = [
        OSVersion(text: "9.3.5", major: 9, weight: 2),
        OSVersion(text: "10.3.3", major: 10, weight: 6),
        OSVersion(text: "10.3.4", major: 10, weight: 2),
        OSVersion(text: "11.4", major: 11, weight: 4),
        OSVersion(text: "12.5.7", major: 12, weight: 7),
        OSVersion(text: "13.4.1", major: 13, weight: 5),
        OSVersion(text: "13.7", major: 13, weight: 4),
        OSVersion(text: "14.8", major: 14, weight: 7),
        OSVersion(text: "15.7", major: 15, weight: 9),
        OSVersion(text: "16.7.2", major: 16, weight: 10),
        OSVersion(text: "17.9", major: 17, weight: 6),
        OSVersion(text: "17.10", major: 17, weight: 6),
        OSVersion(text: "18.1", major: 18, weight: 9),
        OSVersion(text: "18.6.2", major: 18, weight: 7),
    ]

    static let devices: [Device] = [
        Device(model: "iPhone8,1", isPad: false, width: 375, height: 667, scale: 2, osRange: 0...8, weight: 5),
        Device(model: "iPhone9,1", isPad: false, width: 375, height: 667, scale: 2, osRange: 1...8, weight: 7),
        Device(model: "iPhone9,4", isPad: false, width: 414, height: 736, scale: 3, osRange: 1...8, weight: 4),
        Device(model: "iPhone10,3", isPad: false, width: 375, height: 812, scale: 3, osRange: 3...9, weight: 6),
        Device(model: "iPhone11,8", isPad: false, width: 414, height: 896, scale: 2, osRange: 4...13, weight: 7),
        Device(model: "iPhone12,1", isPad: false, width: 414, height: 896, scale: 2, osRange: 5...13, weight: 9),
        Device(model: "iPhone13,2", isPad: false, width: 390, height: 844, scale: 3, osRange: 7...13, weight: 8),
        Device(model: "iPhone14,5", isPad: false, width: 390, height: 844, scale: 3, osRange: 8...13, weight: 9),
        Device(model: "iPhone15,2", isPad: false, width: 393, height: 852, scale: 3, osRange: 9...13, weight: 7),
        Device(model: "iPhone16,2", isPad: false, width: 430, height: 932, scale: 3, osRange: 10...13, weight: 6),
        Device(model: "iPad6,11", isPad: true, width: 768, height: 1024, scale: 2, osRange: 1...9, weight: 2),
        Device(model: "iPad7,5", isPad: true, width: 768, height: 1024, scale: 2, osRange: 3...9, weight: 2),
        Device(model: "iPad8,1", isPad: true, width: 834, height: 1194, scale: 2, osRange: 4...13, weight: 2),
        Device(model: "iPad13,1", isPad: true, width: 820, height: 1180, scale: 2, osRange: 7...13, weight: 2),
    ]
    static let deviceWeights = devices.map(\.weight)
    static let deviceWeightTotal = deviceWeights.reduce(0, +)

    static let releases: [AppRelease] = [
        AppRelease(version: "8.3.0", build: "8301", indexPathShare: 20),
        AppRelease(version: "8.4.2", build: "8427", indexPathShare: 45),
        AppRelease(version: "8.5.0", build: "8503", indexPathShare: 60),
        AppRelease(version: "8.6.0", build: "8612", indexPathShare: 80),
        AppRelease(version: "8.6.1", build: "8618", indexPathShare: 85),
    ]

    static let playerVersions: [StaticString] = ["3.1.0", "3.2.4", "4.0.1"]

    /// Time zones of devices (minutes east of UTC); 0 is written as `Z`.
    static let zoneOffsets: [Int] = [0, 480, 540, 60, -300, -420, 330, 0, 480, 120]

    static let endReasons: [StaticString] = ["user_left", "app_background", "player_closed", "video_ended"]
    static let lists: [StaticString] = ["feed_home", "feed_follow", "search_results", "channel_page", "detail_related"]
    static let carriers: [StaticString] = ["China Mobile", "T-Mobile", "Vodafone", "NTT docomo"]
    static let nets: [StaticString] = ["wifi", "cellular", "5g"]
}

enum Strategy: Int, CaseIterable, Sendable {
    case windowTransform, presentLandscapeVC, statusBarOrientation, nativeRotation,
         transformPortraitWindow, transformLandscapeWindow

    var name: StaticString {
        switch self {
        case .windowTransform: return "window_transform"
        case .presentLandscapeVC: return "present_landscape_vc"
        case .statusBarOrientation: return "status_bar_orientation"
        case .nativeRotation: return "native_rotation"
        case .transformPortraitWindow: return "transform_portrait_window"
        case .transformLandscapeWindow: return "transform_landscape_window"
        }
    }

    var nameString: String { name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }

    /// Share of sessions (of 100).
    var weight: Int {
        switch self {
        case .windowTransform: return 24
        case .presentLandscapeVC: return 22
        case .statusBarOrientation: return 14
        case .nativeRotation: return 10
        case .transformPortraitWindow: return 12
        case .transformLandscapeWindow: return 18
        }
    }

    /// The failure a planted regression adds for this strategy.
    var primaryFailure: Failure {
        switch self {
        case .windowTransform: return .alertWrongOrientation
        case .presentLandscapeVC: return .layoutCorrupted
        case .statusBarOrientation: return .statusBarWrongOrientation
        case .nativeRotation: return .blackEdges
        case .transformPortraitWindow, .transformLandscapeWindow: return .windowFlash
        }
    }

    /// The failure probability per attempt under ``GeneratorOptions/flatFailures``: the
    /// same on every device, iOS version, app state and direction.
    var flatFailureRate: Double {
        switch self {
        case .windowTransform: return 0.03
        case .presentLandscapeVC: return 0.05
        case .statusBarOrientation: return 0.06
        case .nativeRotation: return 0.04
        case .transformPortraitWindow: return 0.05
        case .transformLandscapeWindow: return 0.045
        }
    }

    /// Median animation time, in tenths of a millisecond.
    var medianDurationTenths: Double {
        switch self {
        case .nativeRotation: return 4200
        case .presentLandscapeVC: return 3500
        default: return 3000
        }
    }

    static let weights = allCases.map(\.weight)
    static let weightTotal = weights.reduce(0, +)
}

enum Failure: Sendable {
    case halfBlackScreen, screenBoundsSwapped, layoutCorrupted, restoreMismatch, lifecycleDisappear,
         statusBarWrongOrientation, alertWrongOrientation, blackEdges, windowFlash,
         autolayoutConflict, subviewLag, backgroundTrigger

    var name: StaticString {
        switch self {
        case .halfBlackScreen: return "half_black_screen"
        case .screenBoundsSwapped: return "screen_bounds_swapped"
        case .layoutCorrupted: return "layout_corrupted"
        case .restoreMismatch: return "restore_mismatch"
        case .lifecycleDisappear: return "lifecycle_disappear"
        case .statusBarWrongOrientation: return "status_bar_wrong_orientation"
        case .alertWrongOrientation: return "alert_wrong_orientation"
        case .blackEdges: return "black_edges"
        case .windowFlash: return "window_flash"
        case .autolayoutConflict: return "autolayout_conflict"
        case .subviewLag: return "subview_lag"
        case .backgroundTrigger: return "background_trigger"
        }
    }

    var nameString: String { name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }
}

enum Container: Int, Sendable {
    case tableView, collectionView, scrollView, view

    var name: StaticString {
        switch self {
        case .tableView: return "table_view"
        case .collectionView: return "collection_view"
        case .scrollView: return "scroll_view"
        case .view: return "view"
        }
    }

    var reusesCells: Bool { self == .tableView || self == .collectionView }
}
