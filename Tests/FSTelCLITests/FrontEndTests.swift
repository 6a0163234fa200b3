import CommandLineKit
import Foundation
@testable import FSTelModel
import FSTelQuery
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import Testing
@testable import FSTelCLI
import FSTelTestSupport

/// The command line as a user meets it, run against the built `fstel` binary: help,
/// version, mistakes, completions, the man page, exit codes and messages.
@Suite struct FrontEndTests {
    /// A small store made once from one log with hostile strings.
    static let fixture: (dir: String, db: String, log: String) = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fstel-frontend-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: dir + "/logs", withIntermediateDirectories: true)
        let start = #"{"type":"session_start","ts":"2026-11-28T10:00:00Z","session_id":"s1","device":{"model":"iPhone12,1","os":"iOS","os_version":"17.4"},"app":{"version":"5.2.0","build":"100"}}"#
        var lines = [start]
        for seq in 0..<6 {
            let strategy = seq < 3 ? "native_rotation" : "evil_placeholder"
            lines.append(#"{"type":"transition","ts":1764324000000,"session_id":"s1","seq":\#(seq),"direction":"enter","strategy":"\#(strategy)",\#(seq % 2 == 0 ? #""outcome":"ok""# : #""outcome":"failed","failure":"black_edges""#)}"#)
        }
        // A transition whose session never started: its OS dimension is missing.
        lines.append(#"{"type":"transition","ts":1764324000000,"session_id":"orphan","seq":0,"direction":"exit","strategy":"native_rotation","outcome":"ok"}"#)
        lines.append("{oops")
        let log = dir + "/logs/app.ndjson"
        try! Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: log))
        let db = dir + "/store.sqlite"
        let result = try! runExecutable(["ingest", "--db", db, log])
        precondition(result.status == 0, result.stderr)
        // Ingest rejects control characters in names; a store written before that rule (or
        // by other means) can still hold them, and output must stay safe for a terminal.
        let store = try! Store(path: db, access: .write).database
        let evil = "evil\u{1B}]0;pwned\u{7}\u{1B}[31m"
        let tables = try! store.rows(sql: """
            SELECT m.name FROM sqlite_schema m, pragma_table_info(m.name) c
            WHERE m.type = 'table' AND c.name = 'strategy'
            """)
        for table in tables {
            try! store.execute(
                sql: "UPDATE \(table[0].string!) SET strategy = ? WHERE strategy = 'evil_placeholder'", arguments: [evil])
        }
        // Transitions keep strategies as dictionary codes (migration 0008).
        try! store.execute(sql: "UPDATE dictionary SET value = ? WHERE value = 'evil_placeholder'", arguments: [evil])
        return (dir, db, log)
    }()

    func fstel(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:]) throws -> RunResult {
        var env = ProcessInfo.processInfo.environment
        env["FSTEL_DB"] = nil
        env["COLUMNS"] = nil
        for (key, value) in environment { env[key] = value }
        return try runExecutable(arguments, stdin: stdin, environment: env)
    }

    // MARK: Help and version

    @Test func helpSubcommandShowsThatCommandsHelp() throws {
        let help = try fstel(["help", "ingest"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: Read log files"))
        #expect(help.stdout.contains("USAGE: fstel ingest [options] PATH..."))
        #expect(help.stdout.contains("--batch-lines N"))
        #expect(help.stdout.contains("(default: 500000)"))
        #expect(try fstel(["ingest", "--help"]).stdout == help.stdout)
        let report = try fstel(["help", "report", "failure-rates"])
        #expect(report.status == 0)
        #expect(report.stdout.contains("USAGE: fstel report failure-rates"))
        #expect(report.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("(values: strategy, os_name, os_major"))
        let root = try fstel(["help"])
        #expect(root.status == 0 && root.stdout.contains("-V, --version") && root.stdout.contains("backfill"))
        let unknown = try fstel(["help", "ingset"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("did you mean 'ingest'?"))
    }

    /// Every command path, the root first (`[]`, `["ingest"]`, `["report", "failures"]`, ...).
    static func commandPaths(_ command: any DeclaredCommand.Type = RootCommand.self, _ path: [String] = []) -> [(path: [String], command: any DeclaredCommand.Type)] {
        [(path, command)] + command.configuration.subcommands.flatMap { commandPaths($0, path + [$0.configuration.name]) }
    }

    @Test func helpIsWrappedToTheTerminalWidthAndLosesNoWord() throws {
        let words = { (text: String) in text.split(whereSeparator: \.isWhitespace).filter { $0 != "\\" }.joined(separator: " ") }
        for (path, _) in Self.commandPaths() {
            let wide = try fstel(["help"] + path, environment: ["COLUMNS": "400"])
            // Not a terminal and no COLUMNS: 80, as swift-argument-parser does.
            for (columns, help) in [(60, try fstel(["help"] + path, environment: ["COLUMNS": "60"])), (80, try fstel(["help"] + path))] {
                #expect(help.status == 0)
                // Only a quoted argument of an example, which cannot break, may be longer.
                let long = help.stdout.split(separator: "\n").filter { line in
                    let word = line.trimmingCharacters(in: .whitespaces)
                    return line.count > columns && !(word.hasPrefix("\"") && word.hasSuffix("\""))
                }
                #expect(long.isEmpty, "fstel help \(path.joined(separator: " ")) at \(columns): \(long)")
                #expect(words(help.stdout) == words(wide.stdout), "fstel help \(path.joined(separator: " "))")
            }
        }
        // Option help goes on under its column, not back at the margin.
        let failures = try fstel(["help", "report", "failures"], environment: ["COLUMNS": "60"]).stdout
        #expect(failures.contains("\n  --by DIM[,DIM...]         Group by these dimensions.\n                            (values:"), "\(failures)")
    }

    @Test func wrappedHelpExamplesRunAsPrinted() throws {
        for (path, command) in Self.commandPaths() where !command.configuration.examples.isEmpty {
            let help = try fstel(["help"] + path, environment: ["COLUMNS": "50"]).stdout
            let printed = try #require(help.components(separatedBy: "EXAMPLES:\n").last)
            var commands: [String] = []
            var current = ""
            for line in printed.split(separator: "\n") {
                current += line.trimmingCharacters(in: .whitespaces)
                if current.hasSuffix(" \\") { current += "\n" } else { commands.append(current); current = "" }
            }
            #expect(commands.count == command.configuration.examples.count, "\(path)")
            // The shell reads each printed example (continuations and all) as the one-line example.
            for (shown, example) in zip(commands, command.configuration.examples) {
                let argv = { (text: String) throws -> String in
                    try runProcess("/bin/sh", ["-c", "printf '[%s]' " + text.dropFirst("fstel ".count)]).stdout
                }
                #expect(try argv(shown) == argv("fstel " + example), "\(shown)")
            }
        }
    }

    @Test func versionHasThreeSpellings() throws {
        for words in [["version"], ["-V"], ["--version"]] {
            let result = try fstel(words)
            #expect(result.status == 0, "\(words)")
            #expect(result.stdout == "fstel \(VersionCommand.version)\n", "\(words)")
        }
    }

    @Test func bareFstelPrintsTheHelpOnStderrAndExits64LikeGit() throws {
        let bare = try fstel([])
        #expect(bare.status == 64)
        #expect(bare.stdout.isEmpty)
        #expect(!bare.stderr.contains("Error:"))
        #expect(bare.stderr.contains("USAGE: fstel <subcommand>") && bare.stderr.contains("SUBCOMMANDS:"), "\(bare.stderr)")
        #expect(bare.stderr == (try fstel(["help"])).stdout)
    }

    @Test func bareReportPrintsShortUsageOnStderrAndExits64() throws {
        for words in [["report"]] {
            let result = try fstel(words)
            #expect(result.status == 64, "\(words)")
            #expect(result.stdout.isEmpty, "\(words)")
            #expect(result.stderr.contains("Error: missing subcommand (one of: "), "\(words)")
            #expect(result.stderr.contains("Usage: fstel \((words + ["<subcommand>"]).joined(separator: " "))"), "\(words)")
            #expect(result.stderr.split(separator: "\n").count <= 4, "short: \(result.stderr)")
        }
    }

    // MARK: Did you mean

    @Test func misspelledSubcommandOptionAndByValueSuggestTheClosestName() throws {
        let cases: [([String], String)] = [
            (["ingets", "x"], "unknown subcommand 'ingets'; did you mean 'ingest'?"),
            (["report", "failure-rate"], "unknown subcommand 'failure-rate'; did you mean 'failure-rates'?"),
            (["report", "failures", "--fromat", "csv"], "unknown option '--fromat'; did you mean '--format'?"),
            (["report", "failures", "--by", "os_mjaor"], "unknown value 'os_mjaor' for --by; did you mean 'os_major'?"),
            (["rejects", "--reason", "invalid_jsn"], "unknown value 'invalid_jsn' for --reason; did you mean 'invalid_json'?"),
            (["report", "failure-rates", "--direction", "entr"], "unknown value 'entr' for --direction; did you mean 'enter'?"),
            (["report", "failure-rates", "--format", "jsno"], "unknown value 'jsno' for --format; did you mean 'json'?"),
            (["report", "failure-rates", "--sort", "-attempt"], "unknown column 'attempt' for --sort; did you mean 'attempts'?"),
        ]
        for (words, message) in cases {
            let result = try fstel(words + ["--db", Self.fixture.db])
            #expect(result.status == 64, "\(words)")
            #expect(result.stderr.contains("Error: " + message), "\(words): \(result.stderr)")
            #expect(result.stderr.contains("Usage: fstel"), "\(words)")
        }
    }

    @Test func aDirectionOtherThanEnterOrExitIsAUsageErrorListingBoth() throws {
        let result = try fstel(["report", "failure-rates", "--db", Self.fixture.db, "--direction", "sideways"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Error: unknown value 'sideways' for --direction (one of: enter, exit)"), "\(result.stderr)")
    }

    @Test func theDirectionFilterKeepsOnlyThatDirection() throws {
        let db = Self.fixture.db
        let all = try fstel(["report", "failure-rates", "--db", db, "--by", "direction", "--format", "csv"])
        let exits = try fstel(["report", "failure-rates", "--db", db, "--by", "direction", "--direction", "exit", "--format", "csv"])
        #expect(all.status == 0 && exits.status == 0)
        let exitRows = exits.stdout.split(separator: "\r\n").dropFirst()
        #expect(exitRows.count == 1 && exitRows.allSatisfy { $0.hasPrefix("exit,") }, "\(exits.stdout)")
        #expect(all.stdout.split(separator: "\r\n").contains(exitRows.first ?? ""))
        #expect(all.stdout.contains("\r\nenter,"))
    }

    @Test func compareAndTheReportsDescribeStrategyAndOSMajorAlike() throws {
        func optionLines(_ words: [String]) throws -> [String] {
            let help = try fstel(words + ["--help"]).stdout.split(separator: "\n").map(String.init)
            return help.filter { $0.hasPrefix("  --strategy ") || $0.hasPrefix("  --os-major ") }
        }
        let compare = try optionLines(["report", "compare"])
        #expect(compare.count == 2)
        for report in ["failure-rates", "failures", "restore", "durations", "best-strategy"] {
            #expect(try optionLines(["report", report]) == compare, "\(report)")
        }
        let filtered = try fstel(["report", "compare", "--db", Self.fixture.db, "--a", "2026-11-28", "--b", "2026-11-29", "--os-major", "seventeen"])
        #expect(filtered.status == 64)
        #expect(filtered.stderr.contains("--os-major expects a whole number, got 'seventeen'"), "\(filtered.stderr)")
    }

    @Test func suggestionsAreOnlyOfferedForCloseNames() {
        #expect(Suggestions.closest(to: "native_rotaton", among: ["native_rotation", "window_transform"]) == ["native_rotation"])
        #expect(Suggestions.closest(to: "zzz", among: ["ingest", "report"]).isEmpty)
        #expect(Suggestions.editDistance("ab", "ba") == 1)
    }

    // MARK: Completions and man page

    @Test func completionScriptsComeFromTheDeclarations() throws {
        for shell in ["bash", "zsh", "fish"] {
            let result = try fstel(["completions", shell])
            #expect(result.status == 0, "\(shell)")
            for word in ["ingest", "failure-rates", "batch-lines", "invalid_json", "os_major"] {
                #expect(result.stdout.contains(word), "\(shell): \(word)")
            }
        }
        #expect(try fstel(["completions", "tcsh"]).status == 64)
        // bash: the script parses, and completing `fstel report failure-rates --by os_m` offers os_major, os_minor.
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let script = try dir.write("fstel.bash", try fstel(["completions", "bash"]).stdout)
        let probe = """
            source \(script)
            complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _fstel; echo "${COMPREPLY[*]}"; }
            complete_words fstel ing
            complete_words fstel report failure-rates --by os_m
            complete_words fstel rejects --reason invalid_
            complete_words fstel report failures --fo
            """
        let result = try runProcess("/bin/bash", ["-c", probe])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count >= 4)
        #expect(lines[0] == "ingest")
        #expect(lines[1] == "os_major os_minor")
        #expect(lines[2] == "invalid_json invalid_utf8 invalid_field")
        #expect(lines[3] == "--format")
    }

    /// `--strategy` completes the domain's strategies, also after a comma; any name is
    /// still accepted (the set in the logs is open).
    @Test func bashCompletesStrategyValuesAfterACommaToo() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let script = try dir.write("fstel.bash", try fstel(["completions", "bash"]).stdout)
        let probe = """
            source \(script)
            complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _fstel; echo "${COMPREPLY[*]}"; }
            complete_words fstel report compare --strategy na
            complete_words fstel report failure-rates --strategy native_rotation,tr
            complete_words fstel report failure-rates --strategy ""
            """
        let result = try runProcess("/bin/bash", ["-c", probe])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "native_rotation", "\(result.stdout)")
        #expect(lines[1] == "native_rotation,transform_portrait_window native_rotation,transform_landscape_window", "\(result.stdout)")
        #expect(Set(lines[2].split(separator: " ").map(String.init)) == Set(DomainStrategies.names), "\(result.stdout)")
        for shell in ["zsh", "fish"] {
            #expect(try fstel(["completions", shell]).stdout.contains("transform_landscape_window"), "\(shell)")
        }
    }

    @Test func helpOfHelpIsHelpNotAnError() throws {
        for words in [["help", "--help"], ["help", "-h"]] {
            let result = try fstel(words)
            #expect(result.status == 0, "\(words): \(result.stderr)")
            #expect(result.stdout.hasPrefix("OVERVIEW: Show the help of fstel"), "\(result.stdout)")
            #expect(result.stdout.contains("USAGE: fstel help [SUBCOMMAND...]"))
        }
        // `help CMD --help` is CMD's help.
        #expect(try fstel(["help", "ingest", "--help"]).stdout == (try fstel(["help", "ingest"]).stdout))
    }

    @Test func manPageListsEveryCommandOptionAndExitCode() throws {
        let result = try fstel(["help", "--man"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(".TH FSTEL 1"))
        for text in ["fstel report failure\\-rates", "\\fB\\-\\-batch\\-lines\\fR", ".B 66", ".B 78", "FSTEL_DB"] {
            #expect(result.stdout.contains(text), "\(text)")
        }
        // It renders.
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let page = try dir.write("fstel.1", result.stdout)
        let rendered = try runProcess("/usr/bin/groff", ["-man", "-Tutf8", "-P-cbou", page])
        #expect(rendered.status == 0)
        #expect(rendered.stdout.contains("EXIT STATUS"))
        #expect(!rendered.stderr.contains("warning"), "\(rendered.stderr)")
    }

    // MARK: Filter values

    @Test func unmatchedOpenSetValuesWarnWithTheClosestStoredValues() throws {
        let db = Self.fixture.db
        let strategy = try fstel(["report", "failure-rates", "--db", db, "--strategy", "native_rotaton"])
        #expect(strategy.status == 0)
        #expect(strategy.stdout.contains("(no rows)"))
        #expect(strategy.stderr.contains("warning: --strategy native_rotaton matches nothing stored; closest stored: native_rotation"))
        let device = try fstel(["report", "failures", "--db", db, "--device", "iPhone 12", "--os-major", "71"])
        #expect(device.stderr.contains("warning: --device iPhone 12 matches nothing stored"), "\(device.stderr)")
        #expect(device.stderr.contains("warning: --os-major 71 matches nothing stored; closest stored: 17"), "\(device.stderr)")
        let app = try fstel(["report", "durations", "--db", db, "--app-version", "5.2.1"])
        #expect(app.stderr.contains("--app-version 5.2.1 matches nothing stored; closest stored: 5.2.0"))
        // A value that matches says nothing; --quiet silences the warnings.
        #expect(try fstel(["report", "failure-rates", "--db", db, "--strategy", "native_rotation", "--device", "iPhone 11"]).stderr.isEmpty)
        #expect(try fstel(["report", "failure-rates", "--db", db, "--strategy", "nope", "--quiet"]).stderr.isEmpty)
    }

    @Test func rejectsFileMatchesAsGivenByBasenameOrBySuffix() throws {
        let (_, db, log) = Self.fixture
        for given in [log, "app.ndjson", "logs/app.ndjson"] {
            let result = try fstel(["rejects", "--db", db, "--file", given, "--format", "json"])
            #expect(result.status == 0)
            let rows = try #require(try result.json() as? [[String: Any]], "\(given)")
            #expect(rows.count == 1, "\(given)")
            #expect(rows.first?["file"] as? String == log)
        }
        let none = try fstel(["rejects", "--db", db, "--file", "ap.ndjson", "--format", "json"])
        #expect(none.stdout == "[]\n")
        #expect(none.stderr.contains("warning: --file ap.ndjson matches no file with rejected lines; closest: app.ndjson"))
        let summary = try fstel(["rejects", "--db", db, "--summary", "--format", "json"])
        let rows = try #require(try summary.json() as? [[String: Any]])
        #expect(rows.count == 1)
        #expect(rows[0]["reason"] as? String == "invalid_json" && rows[0]["file"] as? String == log && rows[0]["lines"] as? Int == 1)
    }

    // MARK: Terminal safety and output

    @Test func controlCharactersFromLogsAreEscapedInTableMarkdownAndCSV() throws {
        let db = Self.fixture.db
        for format in ["table", "markdown", "csv"] {
            let result = try fstel(["report", "failure-rates", "--db", db, "--format", format])
            #expect(result.status == 0)
            let raw = result.stdout.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\r") || (0x7F...0x9F).contains($0.value) }
            #expect(raw.isEmpty, "\(format): \(raw.map(\.value))")
            // Markdown doubles the backslashes so that they render.
            let shown = format == "markdown" ? "evil\\\\e]0;pwned\\\\u{7}\\\\e[31m" : "evil\\e]0;pwned\\u{7}\\e[31m"
            #expect(result.stdout.contains(shown), "\(format): \(result.stdout)")
        }
        // The nightly summary in Markdown and HTML too.
        let copy = try TemporaryDirectory()
        defer { copy.cleanUp() }
        let nightlyStore = copy.file("s.sqlite")
        try FileManager.default.copyItem(atPath: Self.fixture.db, toPath: nightlyStore)
        for format in ["markdown", "html"] {
            let nightly = try fstel(["nightly", "--db", nightlyStore, "--date", "2025-11-28", "--min-attempts", "1", "--format", format])
            #expect(nightly.stdout.contains("evil\\e]0;pwned\\u{7}"), "\(format): \(nightly.stdout)")
            #expect(!nightly.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" }, "\(format)")
        }
        let sql = try fstel(["sql", "--db", db, "SELECT DISTINCT strategy FROM transition_facts ORDER BY 1"])
        #expect(!sql.stdout.unicodeScalars.contains("\u{1B}"))
        // JSON keeps the value, escaped as JSON, the same in every command.
        let json = try fstel(["report", "failure-rates", "--db", db, "--format", "json"])
        #expect(json.stdout.contains(#""evil\u001b]0;pwned\u0007\u001b[31m""#))
        let sqlJSON = try fstel(["sql", "--db", db, "--format", "json", "SELECT DISTINCT strategy FROM transitions WHERE strategy LIKE 'evil%'"])
        #expect(sqlJSON.stdout.contains(#""evil\u001b]0;pwned\u0007\u001b[31m""#))
    }

    @Test func missingDimensionShowsAsNoneAndMarkdownNumbersAlignRight() throws {
        let db = Self.fixture.db
        let table = try fstel(["report", "failure-rates", "--db", db, "--by", "os_major,direction"])
        #expect(table.stdout.contains("(none)"), "\(table.stdout)")
        let markdown = try fstel(["report", "failure-rates", "--db", db, "--by", "strategy", "--format", "markdown"])
        let lines = markdown.stdout.split(separator: "\n")
        #expect(lines[0] == "| strategy | attempts | failures | failure_rate | cancelled | ignored |")
        #expect(lines[1] == "| --- | ---: | ---: | ---: | ---: | ---: |")
        let durations = try fstel(["report", "durations", "--db", db, "--format", "csv"])
        #expect(durations.stdout.hasPrefix("strategy,count,p50_ms,p90_ms,p99_ms,max_ms,relative_error\r\n"))
    }

    @Test func smallSharesKeepTheirDigits() {
        let table = ResultTable(columns: [ResultColumn("share", style: .percent)], rows: [[.real(0.000_42)], [.real(0.123)], [.real(0)]])
        #expect(table.rendered(as: .table) == " share\n------\n0.042%\n 12.3%\n  0.0%\n")
    }

    @Test func tablesWiderThanTheTerminalKeepTheirIntervalsInCompactForm() throws {
        let db = Self.fixture.db
        let wide = try fstel(["report", "failure-rates", "--db", db, "--by", "strategy,os_major,device_model,app_version"])
        #expect(wide.stdout.contains("% ["))
        let narrow = try fstel(["report", "failure-rates", "--db", db, "--by", "strategy,os_major,device_model,app_version"], environment: ["COLUMNS": "80"])
        let widest = { (text: String) in text.split(separator: "\n").map(\.count).max() ?? 0 }
        #expect(widest(narrow.stdout) < widest(wide.stdout))
        // Every rate keeps its interval (on its own line if need be): ten columns whose
        // headers cannot break do not fit 80, and dropping the intervals would gain nothing.
        #expect(narrow.stdout.components(separatedBy: "[").count == wide.stdout.components(separatedBy: "[").count, "\(narrow.stdout)")
        #expect(narrow.stdout.contains("[") && !narrow.stdout.contains("% ["), "compact and on their own line: \(narrow.stdout)")
        // When intervals are not enough, the widest text columns wrap onto more lines.
        let best = try fstel(["report", "best-strategy", "--db", db, "--min-attempts", "1"])
        #expect(widest(best.stdout) > 80)
        let wrapped = try fstel(["report", "best-strategy", "--db", db, "--min-attempts", "1"], environment: ["COLUMNS": "80"])
        #expect(widest(wrapped.stdout) <= 80, "\(wrapped.stdout)")
        #expect(wrapped.stdout.split(separator: "\n").count > best.stdout.split(separator: "\n").count)
        #expect(narrow.stdout.contains("%"))
    }

    @Test func sqlTablesFitTheTerminalBreakingNamesAtTheirJointsAndHeadersToo() throws {
        let db = Self.fixture.db
        let query = "SELECT strategy, device_model, os_version, app_version, outcome FROM transition_facts WHERE strategy = 'native_rotation'"
        let wide = try fstel(["sql", "--db", db, query])
        #expect(wide.stdout.contains("native_rotation  iPhone12,1"))
        let narrow = try fstel(["sql", "--db", db, query], environment: ["COLUMNS": "54"])
        #expect(narrow.status == 0)
        let lines = narrow.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { $0.count <= 54 }, "\(narrow.stdout)")
        // A name breaks after its underscore, not in the middle of a word.
        #expect(lines.contains { $0.hasPrefix("native_ ") } && lines.contains { $0.hasPrefix("rotation") }, "\(narrow.stdout)")
        #expect(!narrow.stdout.contains("native_rotat\n"))
        // A header wider than its values breaks at its underscore and ends above the rule.
        let rule = try #require(lines.firstIndex { $0.hasPrefix("-") })
        #expect(lines[rule - 2].contains("os_") && lines[rule - 1].contains("version"), "\(narrow.stdout)")
        // Every row is still there, and a file or pipe (no COLUMNS) is not wrapped.
        #expect(lines.filter { $0.contains("iPhone12,1") }.count == 3)
        #expect(!wide.stdout.contains("native_\n"))
    }

    // MARK: Messages and exit codes

    @Test func sqlErrorsArePlainWithACaretAndExitAsDataErrors() throws {
        let db = Self.fixture.db
        let syntax = try fstel(["sql", "--db", db, "SELECT strategy FROM transition_facts WHERE strategy = 'x' ORDER BYY 1"])
        #expect(syntax.status == 65)
        #expect(syntax.stderr.contains("near \"BYY\": syntax error"), "\(syntax.stderr)")
        let errorLines = syntax.stderr.split(separator: "\n").map(String.init)
        let caret = try #require(errorLines.last)
        let statement = try #require(errorLines.dropLast().last)
        let column = try #require(caret.firstIndex(of: "^")).utf16Offset(in: caret)
        #expect(statement.dropFirst(column).hasPrefix("BYY"), "\(syntax.stderr)")
        let refused = try fstel(["sql", "--db", db, "DELETE FROM sessions"])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("refused: `DELETE FROM sessions` would change the store"))
        #expect(!refused.stderr.contains("not authorized"))
        let unreadable = try fstel(["sql", "--db", db, "--file", Self.fixture.dir + "/nope.sql"])
        #expect(unreadable.status == 66)
        #expect(unreadable.stderr.contains("cannot read --file \(Self.fixture.dir)/nope.sql: no such file"))
    }

    @Test func sqlFileReadsStandardInputDevStdinAndProcessSubstitution() throws {
        let db = Self.fixture.db
        let query = Data("SELECT 'from ' || :via AS source".utf8)
        for path in ["-", "/dev/stdin"] {
            let result = try fstel(["sql", "--db", db, "--format", "csv", "--param", "via=\(path)", "--file", path], stdin: query)
            #expect(result.status == 0, "\(path): \(result.stderr)")
            #expect(result.stdout == "source\r\nfrom \(path)\r\n", "\(path)")
        }
        // Process substitution: a pipe under /dev/fd/N, which a shell opens for fstel.
        let fstel = try builtExecutable()
        let substituted = try runProcess("/bin/bash", [
            "-c", "exec \"$0\" sql --db \"$1\" --format csv --file <(printf 'SELECT 6 * 7 AS answer')", fstel, db,
        ])
        #expect(substituted.status == 0, "\(substituted.stderr)")
        #expect(substituted.stdout == "answer\r\n42\r\n")
        // A FIFO whose writer comes after fstel opened it.
        let fifo = Self.fixture.dir + "/query-\(UUID().uuidString).fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let writer = try runProcess("/bin/bash", ["-c", "(sleep 0.2; printf 'SELECT 1 AS one' > \"$1\") & exec \"$0\" sql --db \"$2\" --format csv --file \"$1\"", fstel, fifo, db])
        #expect(writer.status == 0, "\(writer.stderr)")
        #expect(writer.stdout == "one\r\n1\r\n")
    }

    @Test func sqlFileErrorNamesTheSystemsReason() throws {
        let db = Self.fixture.db
        let plain = Self.fixture.dir + "/plain-\(UUID().uuidString).sql"
        try Data("SELECT 1".utf8).write(to: URL(fileURLWithPath: plain))
        let loop = Self.fixture.dir + "/loop-\(UUID().uuidString).sql"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let cases: [(path: String, reason: String)] = [
            (plain + "/inner.sql", "not a directory"),
            (Self.fixture.dir + "/logs", "is a directory"),
            (loop, "too many levels of symbolic links"),
            (Self.fixture.dir + "/absent.sql", "no such file"),
        ]
        for (path, reason) in cases {
            let result = try fstel(["sql", "--db", db, "--file", path])
            #expect(result.status == 66, "\(path)")
            #expect(result.stderr.contains("cannot read --file \(path): \(reason)"), "\(result.stderr)")
            #expect(!result.stderr.contains("permission denied"))
        }
    }

    @Test func missingDirectoryAndUnwritableOutputAreSaidPlainly() throws {
        let ingest = try fstel(["ingest", "--db", "/nonexistent-dir/x/s.sqlite", Self.fixture.log])
        #expect(ingest.status == 74)
        #expect(ingest.stderr.contains("directory /nonexistent-dir/x does not exist"), "\(ingest.stderr)")
        #expect(!ingest.stderr.contains("SQLite error"))
        let copy = try TemporaryDirectory()
        defer { copy.cleanUp() }
        let db = copy.file("s.sqlite")
        #expect(try fstel(["ingest", "--db", db, Self.fixture.log]).status == 0)
        let nightly = try fstel(["nightly", "--db", db, "--date", "2026-11-28", "--out", "/nonexistent-dir/out.md"])
        #expect(nightly.status == 73)
        #expect(nightly.stderr.contains("cannot write /nonexistent-dir/out.md: no such directory /nonexistent-dir"), "\(nightly.stderr)")
    }

    @Test func ingestOfAMissingFileLeavesNoStore() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let result = try fstel(["ingest", "--db", dir.file("s.sqlite"), dir.file("missing.ndjson")])
        #expect(result.status == 66)
        #expect(result.stderr.contains("missing.ndjson: no such file"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// Only ingest, migrate and demo create a store.
    @Test(arguments: [
        ["report", "failure-rates"], ["report", "best-strategy"], ["sql", "SELECT 1"], ["schema"], ["nightly"],
        ["backfill", "--from", "2026-11-01", "--to", "2026-11-02"], ["prune", "--keep-days", "3"], ["rejects"],
        ["rejects", "--replay"],
    ])
    func commandsThatDoNotCreateStoresExit66OnAMissingStoreAndCreateNothing(command: [String]) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("typo.sqlite")
        let viaOption = try fstel(command + ["--db", path])
        #expect(viaOption.status == 66, "\(command): \(viaOption.stderr)")
        #expect(viaOption.stderr == "Error: no store at \(path) (ingest first, or check --db / FSTEL_DB)\n", "\(command)")
        let viaEnvironment = try fstel(command, environment: ["FSTEL_DB": path])
        #expect(viaEnvironment.status == 66, "\(command)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "\(command)")
    }

    @Test func pruneTakesJSON() throws {
        let copy = try TemporaryDirectory()
        defer { copy.cleanUp() }
        let db = copy.file("s.sqlite")
        #expect(try fstel(["ingest", "--db", db, Self.fixture.log]).status == 0)
        let result = try fstel(["prune", "--db", db, "--keep-days", "3", "--as-of", "2026-11-28", "--dry-run", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try result.json() as? [String: Any])
        #expect(object["dry_run"] as? Bool == true)
        // Every transition is before the cut; those of a session still waiting for its
        // session_start stay (docs/ingest.md, "Late session starts and prune").
        let stored = try Store(path: db, access: .read).database.scalar(sql: """
            SELECT count(*) FROM transitions AS t JOIN sessions AS s USING (session_key) WHERE s.started_at IS NOT NULL
            """).int64
        #expect((object["transitions"] as? Int).map(Int64.init) == stored)
        #expect(object["before_day"] as? String == "2026-11-26")
    }

    @Test func quietSilencesTheSummaryButNotErrors() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let quiet = try fstel(["ingest", "--db", dir.file("s.sqlite"), "--quiet", Self.fixture.log])
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty)
        let error = try fstel(["ingest", "-q", "--db", dir.file("s.sqlite"), dir.file("missing.ndjson")])
        #expect(error.status == 66)
        #expect(error.stderr.contains("missing.ndjson"))
    }

    @Test func hintsRunAsPrinted() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = dir.file("with space.sqlite")
        let result = try fstel(["ingest", "--db", db, Self.fixture.log])
        let hint = try #require(result.stderr.split(separator: "\n").first { $0.hasPrefix("see rejected lines with: ") })
        let command = String(hint.dropFirst("see rejected lines with: ".count))
        // Not on PATH here: the hint names the binary by its path, and the store path is quoted.
        let run = try runProcess("/bin/sh", ["-c", command])
        #expect(run.status == 0, "\(command): \(run.stderr)")
        #expect(run.stdout.contains("invalid_json"))
    }

    @Test func progressOnATerminalShowsPercentAndETAAndQuietHidesIt() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        #expect(try fstel(["generate", "--sessions", "800", "--out", dir.path, "--quiet"]).status == 0)
        let log = dir.file("fstel-0001.ndjson")
        let binary = try builtExecutable()
        // `script` gives the ingest a terminal for stderr; what it printed comes back on stdout.
        let shown = try runProcess("/usr/bin/script", ["-qec", "\(binary) ingest --db \(dir.file("a.sqlite")) --progress-every 1000 \(log)", "/dev/null"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("lines/s, "), "\(shown.stdout)")
        #expect(shown.stdout.range(of: #"[0-9]+% \(ETA [0-9]+ s\)"#, options: .regularExpression) != nil, "\(shown.stdout)")
        let quiet = try runProcess("/usr/bin/script", ["-qec", "\(binary) ingest --quiet --db \(dir.file("b.sqlite")) --progress-every 1000 \(log)", "/dev/null"])
        #expect(quiet.status == 0)
        #expect(!quiet.stdout.contains("lines/s"), "\(quiet.stdout)")
    }

    @Test func progressLineShowsPercentAndETAWhenSizesAreKnown() {
        let progress = IngestProgress(path: "a.ndjson", lines: 1000, bytes: 250, seconds: 1)
        let text = ProgressLine.text(progress, doneBytes: 250, totalBytes: 1000)
        #expect(text.contains("25%"))
        #expect(text.contains("(ETA 3 s)"))
        #expect(!ProgressLine.text(progress, doneBytes: 250, totalBytes: nil).contains("%"))
    }

    @Test func jsonEscapesStringsTheSameWayInEveryCommand() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let log = try dir.write("a\u{1B}b\tc/d.ndjson".replacingOccurrences(of: "/", with: "_"), "{oops\n")
        let db = dir.file("s.sqlite")
        let ingest = try fstel(["ingest", "--db", db, "--format", "json", log])
        let rejects = try fstel(["rejects", "--db", db, "--format", "json"])
        let sql = try fstel(["sql", "--db", db, "--format", "json", "SELECT path FROM sources"])
        let expected = jsonQuoted(log)
        #expect(expected.contains("\\u001b") && expected.contains("\\t") && !expected.contains("\\/"))
        for (name, output) in [("ingest", ingest.stdout), ("rejects", rejects.stdout), ("sql", sql.stdout)] {
            #expect(output.contains(expected), "\(name): \(output)")
        }
    }

    /// The README's sample of `fstel demo` is what the demo prints: stdout, then stderr,
    /// run from a fresh directory (the binary's path shown as `fstel`, as installed).
    @Test func theReadmesDemoSampleIsWhatTheDemoPrints() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "The demo's output"))
        let open = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "\n```", range: open.upperBound..<readme.endIndex))
        let sample = String(readme[open.upperBound..<close.lowerBound])
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let binary = try builtExecutable()
        var env = ProcessInfo.processInfo.environment
        env["COLUMNS"] = nil
        env["FSTEL_DB"] = nil
        let result = try runProcess("/bin/sh", ["-c", "cd '\(dir.path)' && exec '\(binary)' demo"], environment: env)
        #expect(result.status == 0, "\(result.stderr)")
        let printed = (result.stdout + result.stderr).replacingOccurrences(of: binary, with: "fstel")
        func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .newlines) }
        #expect(trimmed(printed) == trimmed(sample), "the README's demo sample is stale; the demo prints:\n\(printed)")
    }

    /// A new user learns how long the first build takes before starting it.
    @Test func theReadmeNamesTheBuildTimesBeforeTheFirstRun() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let times = try #require(readme.range(of: "**Build times.**"))
        let install = try #require(readme.range(of: "## Install"))
        #expect(times.lowerBound < install.lowerBound, "named in 'Try it', before the first command's wait")
        let paragraph = String(readme[times.lowerBound...]).components(separatedBy: "\n\n")[0].replacingOccurrences(of: "\n", with: " ")
        for command in ["`swift build -c release --product fstel`", "`swift build -c release`", "`swift build --build-tests`"] {
            #expect(paragraph.contains(command), "\(command)")
        }
        // Each with a duration and the conditions it was measured under.
        #expect(paragraph.components(separatedBy: " min ").count - 1 >= 3, "\(paragraph)")
        #expect(paragraph.contains("load average") && paragraph.contains("cores"))
    }

    @Test func theReadmeExitCodeTableIsTheExitCodeList() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        for code in ExitCode.allCases {
            #expect(readme.contains("| \(code.rawValue) | \(code.meaning) |"), "\(code.rawValue)")
        }
    }
}
