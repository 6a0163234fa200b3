import Foundation

/// The process environment as a dictionary.
public enum ProcessInfoEnvironment {
    public static func current() -> [String: String] {
        ProcessInfo.processInfo.environment
    }
}
