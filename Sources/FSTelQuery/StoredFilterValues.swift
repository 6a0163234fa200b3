import FSTelStore

/// The values a store holds for the open sets a ``ReportFilter`` names (strategies, OS and
/// app versions, devices): what a filter value can match, to tell a user which value of
/// theirs matches nothing and which stored ones are close.
package enum StoredFilterValues {
    /// An open set of values a filter names.
    package enum Field: Sendable, CaseIterable {
        /// ``ReportFilter/strategies``.
        case strategy
        /// ``ReportFilter/osMajors``.
        case osMajor
        /// ``ReportFilter/osVersions``.
        case osVersion
        /// ``ReportFilter/appVersions``.
        case appVersion
        /// ``ReportFilter/devices``: model identifiers and their names.
        case device

        /// The `transition_rollup` column.
        var column: String {
            switch self {
            case .strategy: return "strategy"
            case .osMajor: return "os_major"
            case .osVersion: return "os_version"
            case .appVersion: return "app_version"
            case .device: return "device_model"
            }
        }
    }

    /// The distinct stored values of `field` as text, in no particular order. They come
    /// from the rollup, which is small and holds every value ingested (also of pruned
    /// days); devices also by the names `device_names` gives their models.
    package static func values(of field: Field, in db: any SQLQuerying) throws -> [String] {
        let column = field.column
        var sql = "SELECT DISTINCT CAST(\(column) AS TEXT) FROM transition_rollup WHERE \(column) IS NOT NULL AND CAST(\(column) AS TEXT) <> ''"
        if field == .device {
            sql += " UNION SELECT name FROM device_names WHERE model IN (SELECT device_model FROM transition_rollup)"
        }
        return try db.fetchRows(sql: sql, arguments: []).compactMap { $0[0].string }
    }
}
