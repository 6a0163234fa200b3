/// The strategies of the domain (docs/domain.md), by the identifiers logs use. The log
/// format accepts any strategy name; these are the ones fstel knows by name, which the
/// shell completions offer for `--strategy`.
package enum DomainStrategies {
    /// The six identifiers, in the order of docs/domain.md.
    package static let names = [
        "window_transform", "present_landscape_vc", "status_bar_orientation", "native_rotation",
        "transform_portrait_window", "transform_landscape_window",
    ]
}
