import Testing
@testable import FSTelModel

@Suite struct OSVersionTests {
    @Test func parsesOneToThreeParts() {
        #expect(OSVersion("13.4.1") == OSVersion(major: 13, minor: 4, patch: 1))
        #expect(OSVersion("13.4") == OSVersion(major: 13, minor: 4))
        #expect(OSVersion("13") == OSVersion(major: 13))
        #expect(OSVersion("") == nil && OSVersion("13.4.1.0") == nil && OSVersion("x") == nil && OSVersion("13.") == nil)
    }

    @Test func minorLabelAndDescription() {
        #expect(OSVersion("13.4.1")?.minorLabel == "13.4")
        #expect(OSVersion("13")?.minorLabel == "13.0")
        #expect(OSVersion("13.4.1")?.description == "13.4.1")
    }

    @Test func sortKeyOrdersNumerically() throws {
        let v9 = try #require(OSVersion("13.9"))
        let v10 = try #require(OSVersion("13.10"))
        #expect(v9.sortKey < v10.sortKey)
        #expect(v9 < v10)
        #expect(OSVersion("13")!.sortKey == OSVersion("13.0.0")!.sortKey)
        #expect(OSVersion("12.5.7")! < OSVersion("13")!)
    }
}

@Suite struct TimestampTests {
    @Test func daysFromCivilMatchesKnownDates() {
        #expect(Timestamp.daysFromCivil(year: 1970, month: 1, day: 1) == 0)
        #expect(Timestamp.daysFromCivil(year: 2000, month: 3, day: 1) == 11_017)
        #expect(Timestamp.daysFromCivil(year: 1969, month: 12, day: 31) == -1)
        #expect(Timestamp.daysFromCivil(year: 9999, month: 12, day: 31) == 2_932_896)
    }

    @Test func parsesTheLargestDate() {
        #expect(Timestamp.parseRFC3339("9999-12-31T23:59:59.999Z") == Timestamp.maxMillis)
    }
}

@Suite struct NumberParsingTests {
    func int(_ s: String) -> Int64? {
        let b = Array(s.utf8)
        return b.withUnsafeBufferPointer { NumberParsing.integralValue($0.baseAddress!, 0, b.count) }
    }

    func dbl(_ s: String) -> Double {
        let b = Array(s.utf8)
        return b.withUnsafeBufferPointer { NumberParsing.doubleValue($0.baseAddress!, 0, b.count) }
    }

    @Test func integralValuesAreExact() {
        #expect(int("0") == 0 && int("-0") == 0 && int("42") == 42)
        #expect(int("9223372036854775807") == .max && int("-9223372036854775808") == .min)
        #expect(int("9223372036854775808") == nil)
        #expect(int("1.0") == 1 && int("1.50e1") == 15 && int("1500e-2") == 15 && int("0.0") == 0)
        #expect(int("1.5") == nil && int("1e-1") == nil && int("1e400") == nil && int("0e400") == 0)
        #expect(int("100000000000000000000e-10") == 10_000_000_000)
    }

    @Test func doublesAreCorrectlyRounded() {
        for s in ["0", "-0", "312.5", "375", "0.1", "1e-3", "6.02e+23", "1.7976931348623157e308",
                  "123456789012345678901234567890", "0.30000000000000004", "4.9e-324", "2.2250738585072014e-308"] {
            #expect(dbl(s) == Double(s)!, "\(s)")
        }
        #expect(dbl("1e400") == .infinity)
    }
}
