import Foundation
import Testing
@testable import FSTelQuery
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelTestSupport

@Suite struct OutputTests {
    let tricky = ResultTable(
        columns: [ResultColumn("name"), ResultColumn("n"), ResultColumn("rate", style: .rate(low: "lo", high: "hi")),
                  ResultColumn("lo", style: .percent, hiddenInText: true), ResultColumn("hi", style: .percent, hiddenInText: true),
                  ResultColumn("insufficient", style: .flag("insufficient"))],
        rows: [
            [.text("plain"), .integer(3), .real(0.125), .real(0.1), .real(0.15), .integer(0)],
            [.text("comma, \"quote\"\nnew line|pipe\\"), .integer(-2), .null, .null, .null, .integer(1)],
            [.text("tab\tand \u{1}control é"), .real(2.5), .real(1), .real(0.9), .real(1), .integer(0)],
        ])

    @Test func csvQuotesFieldsAsRFC4180() {
        let csv = tricky.rendered(as: .csv)
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines[0] == "name,n,rate,lo,hi,insufficient")
        #expect(lines[1] == "plain,3,0.125,0.1,0.15,false")
        #expect(lines[2] == "\"comma, \"\"quote\"\"\nnew line|pipe\\\",-2,,,,true")
        #expect(csv.hasSuffix("\r\n"))
    }

    @Test func jsonIsOneValidArrayOfFlatObjectsWithNumbersAndNulls() throws {
        let json = tricky.rendered(as: .json)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [[String: Any]]
        #expect(parsed.count == 3)
        #expect(parsed[0]["n"] as? Int == 3)
        #expect(parsed[0]["rate"] as? Double == 0.125)
        #expect(parsed[0]["insufficient"] as? Bool == false)
        #expect(parsed[1]["rate"] is NSNull)
        #expect(parsed[1]["name"] as? String == "comma, \"quote\"\nnew line|pipe\\")
        #expect(parsed[2]["name"] as? String == "tab\tand \u{1}control é")
        #expect(parsed[1]["insufficient"] as? Bool == true)
        // Keys in column order.
        #expect(json.contains("{\"name\": \"plain\", \"n\": 3, \"rate\": 0.125, \"lo\": 0.1, \"hi\": 0.15, \"insufficient\": false}"))
        #expect(ResultTable(columns: [ResultColumn("a")]).rendered(as: .json) == "[]\n")
    }

    @Test func markdownIsAPipeTableWithEscapedCells() {
        let lines = tricky.rendered(as: .markdown).split(separator: "\n").map(String.init)
        #expect(lines[0] == "| name | n | rate | insufficient |")
        #expect(lines[1] == "| --- | ---: | ---: | --- |")
        #expect(lines[2] == "| plain | 3 | 12.5% [10.0–15.0] |  |")
        // Markdown shows the line break escaped (`\n`, its backslash doubled so it renders).
        #expect(lines[3] == "| comma, \"quote\"\\\\nnew line\\|pipe\\\\ | -2 |  | insufficient |")
        #expect(lines.count == 5)
    }

    @Test func tableAlignsColumnsAndShowsRatesWithTheirInterval() {
        let text = tricky.rendered(as: .table)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("name"))
        #expect(lines[2].contains("12.5% [10.0–15.0]"))
        #expect(lines.count == 5)   // a line break inside a cell does not break the row
        #expect(lines[3].hasPrefix("comma, \"quote\"\\nnew line|pipe\\"))
        #expect(lines[4].contains("100.0% [90.0–100.0]"))
        #expect(lines[0].split(separator: " ", omittingEmptySubsequences: true) == ["name", "n", "rate", "insufficient"])
        // The numeric column n is right-aligned: its cells end at the same place.
        let nEnd = lines[0].range(of: " n ")!.lowerBound.utf16Offset(in: lines[0]) + 2
        for (line, cell) in [(lines[2], "3"), (lines[3], "-2"), (lines[4], "2.5")] {
            let start = line.index(line.startIndex, offsetBy: nEnd - cell.count)
            #expect(line[start..<line.index(line.startIndex, offsetBy: nEnd)] == cell[...], "\(line)")
        }
        #expect(ResultTable(columns: [ResultColumn("a")]).rendered(as: .table).hasSuffix("(no rows)\n"))
    }

    @Test func tableStreamsAfterItsSizingRows() {
        var chunks: [String] = []
        let writer = AlignedTableWriter(columns: [ResultColumn("n")], emit: { chunks.append($0) }, sizingRows: 2)
        writer.write(row: [.integer(1)])
        #expect(chunks.isEmpty)
        writer.write(row: [.integer(22)])
        #expect(chunks.count == 4)   // header, rule, two rows
        writer.write(row: [.integer(333)])
        #expect(chunks.count == 5 && chunks[4] == "333\n")
        writer.finish()
        #expect(chunks.count == 5)
    }
}
