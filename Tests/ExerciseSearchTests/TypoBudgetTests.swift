import Testing

@testable import ExerciseSearch

@Suite struct TypoBudgetTests {
    @Test(
        "gives a budget of 0, 1 or 2 typos by word length",
        arguments: [(1, 0), (2, 0), (3, 0), (4, 1), (5, 1), (7, 1), (8, 2), (12, 2)])
    func budgets(length: Int, budget: Int) {
        #expect(TypoBudget.forLength(length) == budget)
    }
}
