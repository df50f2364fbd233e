import CatalogTestSupport
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
        #expect(known.count == 6)
        #expect(known.first == ["whole `otf search goblet squat`, p50", "≤ 10 ms, ≤ 30 MiB"])
        #expect(budgetRows(try Repository.text("Documentation/Performance.md")) == known)
    }

    @Test func markdownAddsWhatARunMeasuredToEachBudget() throws {
        let folder = try TemporaryFolder()
        let records = ["goblet-squat", "db-row"].map {
            CatalogFolderFixture.exerciseJSON(id: $0, thumbnails: [""])
        }
        try CatalogFolderFixture.writeCatalogFolder(
            at: folder.path, json: CatalogFolderFixture.document(records), thumbnails: [:])
        // No query file: the query mix is not measured, everything else is.
        let run = try BenchBinary.run(
            ["--catalog", folder.path, "--markdown"],
            environment: ["OTF_BENCH_QUERIES": folder.appending("none")])
        #expect(run.status == 0, "\(String(decoding: run.error, as: UTF8.self))")
        let rows = String(decoding: run.output, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(rows.first == "| figure | budget | measured | within |")
        let cells = rows.dropFirst(2).map { row in
            row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(
            cells.map { Array($0.prefix(2)) }
                == budgetRows(try Repository.text("Documentation/Performance.md")))
        #expect(cells[1][2] == "not measured")
        #expect(cells[1][3] == "**no**")
        let measured = /[0-9.]+ ms, [0-9]+ MiB/
        #expect(cells[0][2].wholeMatch(of: measured) != nil, "\(cells[0])")
        for row in cells.dropFirst(2) {
            #expect(row[2].wholeMatch(of: /[0-9.]+ ms/) != nil, "\(row)")
            #expect(["yes", "**no**"].contains(row[3]))
        }
    }
}
