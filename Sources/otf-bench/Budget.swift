internal import Foundation

/// A figure the release build is held to on the project's machine: a limit for the median (p50) of one
/// or more measurements, and for the whole-process search also a peak memory.
///
/// These are the budgets of Documentation/Performance.md: `otf-bench --budgets` prints them as that
/// page's table (a test compares the two), `--markdown` adds what a run measured.
struct Budget {
    /// A measurement a budget limits; `BenchReport` entries carry the one they measure.
    enum Measured {
        /// 30 whole `otf search goblet squat` processes.
        case wholeSearch
        /// The typed-prefix query mix on the catalog repeated 1, 10 and 100 times.
        case searchTimes1, searchTimes10, searchTimes100
        /// One 100,000-character query on the catalog.
        case longQuery
        /// Building the search index of the catalog, on one thread.
        case indexBuild
        /// Keystroke to frame in the terminal app on a 200×60 screen.
        case keystrokeToFrame
        /// Keystroke to frame at 200×60 on an exercise with a 50 MB caption.
        case hostileCaptionKeystroke
    }

    /// The row's name in the table.
    var figure: String
    /// Each measurement the row covers with its p50 limit in milliseconds, in column order.
    var limits: [(measured: Measured, milliseconds: Double)]
    /// The peak memory limit in MiB, when the row has one.
    var peakMemoryMiB: Int?

    /// Every budget, in the order of the table.
    static let all = [
        Budget(
            figure: "whole `otf search goblet squat`, p50", limits: [(.wholeSearch, 10)], peakMemoryMiB: 30),
        Budget(
            figure: "search ×1 / ×10 / ×100 the catalog, p50",
            limits: [(.searchTimes1, 0.05), (.searchTimes10, 0.5), (.searchTimes100, 5)]),
        Budget(figure: "one 100,000-character query (×1), p50", limits: [(.longQuery, 50)]),
        Budget(figure: "index build (one thread), p50", limits: [(.indexBuild, 10)]),
        Budget(figure: "keystroke to frame at 200×60, p50", limits: [(.keystrokeToFrame, 16)]),
        Budget(
            figure: "keystroke to frame at 200×60 on a 50 MB caption, p50",
            limits: [(.hostileCaptionKeystroke, 16)]),
    ]

    /// The limit as the table shows it: "≤ 10 ms, ≤ 30 MiB", "≤ 0.05 / 0.5 / 5 ms".
    var limitText: String {
        let time = "≤ " + limits.map { Self.number($0.milliseconds) }.joined(separator: " / ") + " ms"
        return peakMemoryMiB.map { time + ", ≤ \($0) MiB" } ?? time
    }

    /// What `report` measured for this row, as the table shows it ("—" for a part it lacks, "not
    /// measured" when it lacks all), and whether every part is measured and within its limit.
    func measured(in report: BenchReport) -> (text: String, withinBudget: Bool) {
        let medians = limits.map { limit in
            report.entries.first { $0.measured == limit.measured }?.p50Milliseconds
        }
        var within = zip(medians, limits).allSatisfy { median, limit in
            median.map { $0 <= limit.milliseconds } ?? false
        }
        var text =
            medians.allSatisfy { $0 == nil }
            ? "not measured" : medians.map { $0.map(Self.number) ?? "—" }.joined(separator: " / ") + " ms"
        if let limit = peakMemoryMiB {
            let peak = report.entries.compactMap(\.peakMemoryMiB).max()
            within = within && (peak.map { $0 <= limit } ?? false)
            text += peak.map { ", \($0) MiB" } ?? ", memory not measured"
        }
        return (text, within)
    }

    /// The budgets as a Markdown table; with `report`, also what it measured and whether it is within.
    static func table(measuredIn report: BenchReport? = nil) -> String {
        var lines =
            report == nil
            ? ["| figure | budget |", "| --- | --- |"]
            : ["| figure | budget | measured | within |", "| --- | --- | --- | --- |"]
        for budget in all {
            var line = "| \(budget.figure) | \(budget.limitText) |"
            if let report {
                let measured = budget.measured(in: report)
                line += " \(measured.text) | \(measured.withinBudget ? "yes" : "**no**") |"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// `value` with three significant digits and no trailing zeros (0.05, 1.43, 9.07, 16), whole from 100.
    private static func number(_ value: Double) -> String {
        String(format: value < 100 ? "%.3g" : "%.0f", value)
    }
}
