internal import Foundation

/// Every benchmark's result, printed at the end as text lines or, with `--json`, as one JSON object.
final class BenchReport {
    /// One measured thing.
    struct Entry: Encodable {
        var name: String
        var p50Milliseconds: Double?
        var p99Milliseconds: Double?
        var runs: Int?
        var detail: String
        /// The budgeted measurement this is, if any (not in the JSON).
        var measured: Budget.Measured?
        /// The peak memory of a measured process in MiB, if any (not in the JSON: `detail` says it).
        var peakMemoryMiB: Int?

        enum CodingKeys: String, CodingKey {
            case name
            case p50Milliseconds = "p50_ms"
            case p99Milliseconds = "p99_ms"
            case runs, detail
        }
    }

    private(set) var entries: [Entry] = []

    /// Records a timing, with the budgeted measurement it is and a process's peak memory when it has them.
    func record(
        _ name: String, _ measurement: Measurement, detail: String = "",
        measuring measured: Budget.Measured? = nil,
        peakMemoryMiB: Int? = nil
    ) {
        entries.append(
            Entry(
                name: name, p50Milliseconds: measurement.percentile(0.5),
                p99Milliseconds: measurement.percentile(0.99),
                runs: measurement.milliseconds.count, detail: detail, measured: measured,
                peakMemoryMiB: peakMemoryMiB))
    }

    /// Records something that is not a timing, or why a benchmark could not run.
    func note(_ name: String, _ detail: String) {
        entries.append(Entry(name: name, detail: detail))
    }

    /// The report as text, one line per entry.
    var text: String {
        entries.map { entry in
            var line = entry.name + ": "
            if let p50 = entry.p50Milliseconds, let p99 = entry.p99Milliseconds, let runs = entry.runs {
                line += String(format: "p50 %.3f ms, p99 %.3f ms over %d runs", p50, p99, runs)
                if !entry.detail.isEmpty { line += ", " }
            }
            return line + entry.detail
        }.joined(separator: "\n")
    }

    /// The report as one JSON object: `{"benchmarks": [{"name", "p50_ms", "p99_ms", "runs", "detail"}]}`.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(["benchmarks": entries]), as: UTF8.self)
    }
}
