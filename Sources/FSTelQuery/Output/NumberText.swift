// How numbers read in tables, summaries and sentences, without Foundation.

// MARK: - Result tables

/// A share in 0...1 as a percentage with one decimal (`12.3%`), or with two significant
/// digits when that would show a non-zero share as 0.0% (`0.042%`).
func formatPercent(_ share: Double) -> String {
    let percent = share * 100
    guard percent != 0, abs(percent) < 0.05 else { return formatFixed(percent, decimals: 1) + "%" }
    var decimals = 2
    while decimals < 8 && abs(percent) * pow10(decimals) < 10 { decimals += 1 }
    return formatFixed(percent, decimals: decimals) + "%"
}

private func pow10(_ n: Int) -> Double {
    var x = 1.0
    for _ in 0..<n { x *= 10 }
    return x
}

/// A double with a fixed number of decimals, without Foundation.
func formatFixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return String(value) }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (abs(value) * scale).rounded()
    let negative = value < 0 && rounded != 0
    let whole = Int64(rounded / scale)
    let fraction = Int64(rounded - Double(whole) * scale)
    var text = (negative ? "-" : "") + String(whole)
    if decimals > 0 {
        let digits = String(fraction)
        text += "." + String(repeating: "0", count: max(0, decimals - digits.count)) + digits
    }
    return text
}

/// The shortest text that reads back as the same double; integral values without `.0`.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}

// MARK: - Nightly sentences and summaries

/// A share as a percentage with `decimals` decimals (`12.3%`).
func percent(_ share: Double, decimals: Int = 1) -> String {
    formatFixed(share * 100, decimals: decimals) + "%"
}

/// A share as percentage points with one decimal (`2.5`).
func points(_ share: Double) -> String {
    formatFixed(share * 100, decimals: 1)
}

/// `3.2e-7`, or a plain decimal for values >= 0.001.
func scientific(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value >= 0.001 { return formatFixed(value, decimals: value >= 0.1 ? 2 : 4) }
    var exponent = 0
    var mantissa = value
    while mantissa < 1 { mantissa *= 10; exponent -= 1 }
    return formatFixed(mantissa, decimals: 1) + "e" + String(exponent)
}
