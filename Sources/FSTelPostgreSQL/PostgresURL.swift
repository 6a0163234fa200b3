import FSTelStorage

/// PostgreSQL connection strings, as libpq reads them: URLs
/// (`postgresql://user@host:port/dbname?param=value`, also spelled `postgres://`) and the
/// keyword form (`host=db.example.com dbname=telemetry`, `service=telemetry`).
package enum PostgresURL {
    /// True when `text` is a PostgreSQL URL (its scheme, in any case, is `postgresql` or
    /// `postgres`): `--db` then names a server database rather than an SQLite file.
    package static func isPostgresURL(_ text: String) -> Bool {
        let lowered = text.prefix(13).lowercased()
        return lowered.hasPrefix("postgresql://") || lowered.hasPrefix("postgres://")
    }

    /// The connection keywords libpq knows (PostgreSQL 15 to 17). A keyword-form connection
    /// string is recognised only when every keyword in it is one of these.
    package static let keywords: Set<String> = [
        "host", "hostaddr", "port", "dbname", "user", "password", "passfile", "channel_binding", "connect_timeout",
        "client_encoding", "options", "application_name", "fallback_application_name", "keepalives", "keepalives_idle",
        "keepalives_interval", "keepalives_count", "tcp_user_timeout", "replication", "gssencmode", "sslmode",
        "requiressl", "sslcompression", "sslcert", "sslkey", "sslpassword", "sslrootcert", "sslcrl", "sslcrldir", "sslsni",
        "requirepeer", "ssl_min_protocol_version", "ssl_max_protocol_version", "krbsrvname", "gsslib", "service",
        "target_session_attrs", "load_balance_hosts", "sslcertmode", "require_auth", "gssdelegation", "sslnegotiation",
    ]

    /// The `keyword=value` pairs of a libpq keyword-form connection string
    /// (`host=db dbname='my db' user=fstel`), or nil when `text` is not one: empty, a
    /// keyword libpq does not know, a pair without `=`, or an unterminated quote. Values may
    /// be quoted with single quotes; a backslash escapes the next character, as libpq reads it.
    package static func keywordPairs(_ text: String) -> [(keyword: String, value: String)]? {
        let characters = Array(text)
        var index = 0
        var pairs: [(keyword: String, value: String)] = []
        func skipSpace() { while index < characters.count, characters[index].isWhitespace { index += 1 } }
        skipSpace()
        while index < characters.count {
            var keyword = ""
            while index < characters.count, characters[index] != "=", !characters[index].isWhitespace {
                keyword.append(characters[index])
                index += 1
            }
            skipSpace()
            guard index < characters.count, characters[index] == "=", keywords.contains(keyword) else { return nil }
            index += 1
            skipSpace()
            var value = ""
            if index < characters.count, characters[index] == "'" {
                index += 1
                var closed = false
                while index < characters.count {
                    let c = characters[index]
                    if c == "\\", index + 1 < characters.count {
                        value.append(characters[index + 1])
                        index += 2
                        continue
                    }
                    index += 1
                    if c == "'" {
                        closed = true
                        break
                    }
                    value.append(c)
                }
                guard closed else { return nil }
            } else {
                while index < characters.count, !characters[index].isWhitespace {
                    if characters[index] == "\\", index + 1 < characters.count {
                        value.append(characters[index + 1])
                        index += 2
                        continue
                    }
                    value.append(characters[index])
                    index += 1
                }
            }
            pairs.append((keyword, value))
            skipSpace()
        }
        return pairs.isEmpty ? nil : pairs
    }

    /// True when `text` is a libpq keyword-form connection string (``keywordPairs(_:)``):
    /// `host=db.example.com dbname=telemetry`, `service=telemetry`.
    package static func isKeywordConnectionString(_ text: String) -> Bool {
        keywordPairs(text) != nil
    }

    /// `url` with its password, if any, shown as `***` (in the user part, `user:secret@`,
    /// and in a `password=` parameter; in the keyword form, the value of `password`): what
    /// messages print.
    package static func redacted(_ url: String) -> String {
        if !isPostgresURL(url), let pairs = keywordPairs(url) {
            return pairs.map { pair in
                if pair.keyword == "password" { return "password=***" }
                let needsQuotes = pair.value.isEmpty || pair.value.contains { $0.isWhitespace || $0 == "'" || $0 == "\\" }
                guard needsQuotes else { return "\(pair.keyword)=\(pair.value)" }
                var escaped = ""
                for c in pair.value {
                    if c == "\\" || c == "'" { escaped.append("\\") }
                    escaped.append(c)
                }
                return "\(pair.keyword)='\(escaped)'"
            }.joined(separator: " ")
        }
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
