import Foundation
import FSTelIO
import Testing

/// ``LineReader/placeHash()``: where a line lies in its content, whatever ends it.
@Suite struct PlaceHashTests {
    func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fstel-place-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Each line's text with its place hash and the prefix hash after it.
    func places(_ content: String, chunkSize: Int = 1 << 18, maxLineBytes: Int = 1 << 20) throws -> [(text: String, place: UInt64, prefix: UInt64)] {
        let path = try temporaryFile(Array(content.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reader = try LineReader(path: path, maxLineBytes: maxLineBytes, truncatedPrefixBytes: 8, chunkSize: chunkSize, finalLastLine: true)
        var result: [(text: String, place: UInt64, prefix: UInt64)] = []
        while let line = try reader.next() {
            let place = reader.placeHash()
            result.append((String(decoding: line.bytes, as: UTF8.self), place, reader.prefixHash()))
        }
        return result
    }

    @Test func aLineEndedByALineFeedHasThePrefixHashAfterItAsItsPlace() throws {
        // The value stores kept before places ignored terminators: unchanged for `\n` lines.
        for line in try places("{\"a\":1}\nbad line 1 {\n\nx\n") {
            #expect(line.place == line.prefix)
        }
    }

    @Test func aLastLineWithoutItsLineFeedHasThePlaceItHasWhenTerminated() throws {
        let whole = try places("{\"a\":1}\nbad line 1 {\n")
        let cut = try places("{\"a\":1}\nbad line 1 {")
        #expect(cut.map(\.text) == whole.map(\.text))
        #expect(cut.map(\.place) == whole.map(\.place))
        // The prefix hash still says how far the content was read.
        #expect(cut[1].prefix != whole[1].prefix)
    }

    @Test(arguments: ["bad line 1 {\r\n", "bad line 1 {\r", "bad line 1 {"])
    func aCarriageReturnBeforeTheLineFeedOrAtTheEndIsPartOfTheTerminator(ending: String) throws {
        let whole = try places("{\"a\":1}\r\nbad line 1 {\r\n")
        let read = try places("{\"a\":1}\r\n" + ending)
        #expect(read.map(\.text) == ["{\"a\":1}", "bad line 1 {"])
        #expect(read[1].place == whole[1].place)
    }

    @Test func theSameTextAtAnotherPlaceOrAfterOtherBytesHasAnotherPlace() throws {
        let a = try places("x\nbad {\n")
        let b = try places("y\nbad {\n")
        let c = try places("x\n\nbad {\n")
        let d = try places("x\nbad {x\n")
        #expect(a[1].place != b[1].place)
        #expect(a[1].place != c[2].place)
        #expect(a[1].place != d[1].place)
    }

    @Test(arguments: [16, 17, 64, 1 << 18])
    func thePlaceDoesNotDependOnHowTheInputIsBuffered(chunkSize: Int) throws {
        var text = ""
        // Past the buffer's room many times over (it holds about 4 KiB more than a chunk and
        // a line), with lines over the limit among them.
        for index in 0..<600 {
            text += String(repeating: "b", count: index % 13 == 0 ? 90 : index % 13) + "bad \(index) {" + (index % 3 == 0 ? "\r\n" : "\n")
        }
        let reference = try places(text + "last {", maxLineBytes: 64)
        let read = try places(text + "last {", chunkSize: chunkSize, maxLineBytes: 64)
        #expect(read.count == 601)
        #expect(read.map(\.place) == reference.map(\.place))
        #expect(read.map(\.text) == reference.map(\.text))
        let terminated = try places(text + "last {\n", chunkSize: chunkSize, maxLineBytes: 64)
        #expect(terminated.last?.place == reference.last?.place)
    }

    @Test func anOverlongLineHasThePlaceOfItsWholeText() throws {
        let long = String(repeating: "z", count: 100)
        let whole = try places("a\n" + long + "\nb\n", chunkSize: 16, maxLineBytes: 40)
        let cut = try places("a\n" + long, chunkSize: 16, maxLineBytes: 40)
        #expect(whole[1].place == whole[1].prefix)
        #expect(cut[1].place == whole[1].place)
        let shorter = try places("a\n" + long.dropLast() + "\n", chunkSize: 16, maxLineBytes: 40)
        #expect(shorter[1].place != whole[1].place)
    }
}
