internal import Foundation

/// Wall-clock timings of a repeated piece of work, summarised as percentiles in milliseconds.
struct Measurement {
    /// Every run's duration in milliseconds, sorted.
    var milliseconds: [Double]

    /// Runs `body` `times` times and records each run.
    static func repeated(times: Int, _ body: (Int) -> Void) -> Measurement {
        var samples: [Double] = []
        samples.reserveCapacity(times)
        for run in 0..<times {
            let start = DispatchTime.now().uptimeNanoseconds
            body(run)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        return Measurement(milliseconds: samples.sorted())
    }

    /// The value below which `fraction` of the runs fall.
    func percentile(_ fraction: Double) -> Double {
        guard !milliseconds.isEmpty else { return 0 }
        let index = min(milliseconds.count - 1, Int((Double(milliseconds.count) * fraction).rounded(.down)))
        return milliseconds[index]
    }
}
