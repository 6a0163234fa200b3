/// PostgreSQL connection URLs (`postgresql://user@host:port/dbname?param=value`, also
/// spelled `postgres://`), as libpq reads them.
public enum PostgresURL {
    /// True when `text` is a PostgreSQL URL (its scheme, in any case, is `postgresql` or
    /// `postgres`): `--db` then names a server database rather than an SQLite file.
    public static func isPostgresURL(_ text: String) -> Bool {
        let lowered = text.prefix(13).lowercased()
        return lowered.hasPrefix("postgresql://") || lowered.hasPrefix("postgres://")
    }

    /// `url` with its password, if any, shown as `***` (in the user part, `user:secret@`,
    /// and in a `password=` parameter): what messages print.
    public static func redacted(_ url: String) -> String {
        let characters = Array(url)
        guard let colon = characters.indices.first(where: { characters[$0...].starts(with: "://") }) else { return url }
        let schemeEnd = url.index(url.startIndex, offsetBy: colon + 3)
        var result = String(url[..<schemeEnd])
        var rest = url[schemeEnd...]
        let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        if let at = authority.lastIndex(of: "@") {
            let userInfo = authority[..<at]
            if let colon = userInfo.firstIndex(of: ":") {
                result += userInfo[..<colon] + ":***"
            } else {
                result += userInfo
            }
            result += authority[at...]
        } else {
            result += authority
        }
        rest = rest[authorityEnd...]
        guard let question = rest.firstIndex(of: "?") else { return result + rest }
        result += rest[...question]
        let parameters = rest[rest.index(after: question)...].split(separator: "&", omittingEmptySubsequences: false).map { parameter in
            parameter.lowercased().hasPrefix("password=") ? "password=***" : String(parameter)
        }
        return result + parameters.joined(separator: "&")
    }
}
