#if canImport(UIKit)
import Foundation
import UIKit
import FSTelModel

/// Device facts read from UIKit, `utsname` and the main bundle.
///
/// Kept tiny on purpose, and **not compiled or tested in this repository's CI** (Linux has
/// no UIKit): the facts are read once, on the main actor, when the provider is made;
/// ``currentFacts()`` then answers from any thread. Make a new provider to pick up a
/// change (an OS update restarts the app anyway).
public struct UIKitDeviceFactsProvider: DeviceFactsProvider {
    /// The facts read when the provider was made.
    public let facts: DeviceFacts

    /// Reads the facts now. `playerVersion`: the version of the app's player, if any.
    @MainActor
    public init(playerVersion: String? = nil, bundle: Bundle = .main) {
        var info = utsname()
        uname(&info)
        let machine = withUnsafeBytes(of: &info.machine) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        let device = UIDevice.current
        let screen = UIScreen.main
        facts = DeviceFacts(
            model: machine.isEmpty ? device.model : machine,
            osName: device.systemName,
            osVersion: device.systemVersion,
            screen: .init(
                width: Double(screen.bounds.width), height: Double(screen.bounds.height),
                scale: Double(screen.scale)),
            appVersion: bundle.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "0",
            appBuild: bundle.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "0",
            playerVersion: playerVersion)
    }

    /// The facts read when the provider was made.
    public func currentFacts() -> DeviceFacts { facts }
}
#endif
