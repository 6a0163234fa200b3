import Foundation

/// The process environment as a dictionary.
public enum ProcessInfoEnvironment {
    /// The environment of this process.
    public static func current() -> [String: String] {
        ProcessInfo.processInfo.environment
    }
}
