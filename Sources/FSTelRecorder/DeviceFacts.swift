import FSTelModel

/// The device, OS and app facts written at the start of every session
/// (`session_start`: `device.*`, `app.*`, `player.version`).
public struct DeviceFacts: Equatable, Sendable {
    /// Hardware identifier, e.g. `iPhone12,1` (`utsname.machine` on a device).
    public var model: String
    /// `iOS`, `iPadOS`, ...
    public var osName: String
    /// `13.4.1`: `13`, `13.4` or `13.4.1`.
    public var osVersion: String
    /// Screen size in points and scale, when known.
    public var screen: ScreenSize?
    /// `CFBundleShortVersionString`.
    public var appVersion: String
    /// `CFBundleVersion`.
    public var appBuild: String
    /// The version of the player library, when the app has one.
    public var playerVersion: String?

    /// Facts of a device.
    public init(
        model: String, osName: String, osVersion: String, screen: ScreenSize? = nil,
        appVersion: String, appBuild: String, playerVersion: String? = nil
    ) {
        self.model = model
        self.osName = osName
        self.osVersion = osVersion
        self.screen = screen
        self.appVersion = appVersion
        self.appBuild = appBuild
        self.playerVersion = playerVersion
    }
}

/// Supplies the facts of the device the app runs on; asked once per session start.
///
/// On Apple platforms ``UIKitDeviceFactsProvider`` reads them from `UIDevice`, `utsname`,
/// `UIScreen` and the main bundle. Tests (and Linux) pass fixed facts: a ``DeviceFacts``
/// value is itself a provider that always answers with itself.
public protocol DeviceFactsProvider: Sendable {
    /// The facts now.
    func currentFacts() -> DeviceFacts
}

extension DeviceFacts: DeviceFactsProvider {
    /// Itself: fixed facts.
    public func currentFacts() -> DeviceFacts { self }
}
