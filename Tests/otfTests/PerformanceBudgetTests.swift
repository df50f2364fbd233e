import Foundation
import Testing

/// Documentation/Performance.md shows the budgets `otf-bench` holds the code to, not others.
@Suite struct PerformanceBudgetTests {
    /// The first two cells (figure, budget) of every data row of the first table in `text` whose
    /// header starts with `| figure | budget |`.
    private func budgetRows(_ text: String) -> [[String]] {
        let lines = text.split(separator: "\n").map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| figure | budget |") }) else { return [] }
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { row in
            row.split(separator: "|").prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test func performanceMarkdownHasTheBudgetsOTFBenchKnows() throws {
        let printed = try BenchBinary.run(["--budgets"])
        #expect(printed.status == 0)
        let known = budgetRows(String(decoding: printed.output, as: UTF8.self))
        #expect(known.count == 5)
        #expect(known.first == ["whole `otf search goblet squat`, p50", "≤ 10 ms, ≤ 30 MiB"])
        #expect(budgetRows(try Repository.text("Documentation/Performance.md")) == known)
    }
}
