import Testing

@testable import ExerciseSearch

@Suite struct TypoBudgetTests {
    @Test(
        "gives a budget of 0, 1 or 2 typos by word length",
        arguments: [(1, 0), (2, 0), (3, 0), (4, 1), (5, 1), (7, 1), (8, 2), (12, 2)])
    func budgets(length: Int, budget: Int) {
        #expect(TypoBudget.forLength(length) == budget)
    }

    @Test(
        "gives the budget of the longer word, but none to 1–3 typed letters",
        arguments: [(3, 5, 0), (4, 3, 1), (5, 7, 1), (6, 8, 2), (7, 6, 1), (8, 6, 2), (2, 9, 0)])
    func budgetsOfPairs(typed: Int, indexed: Int, budget: Int) {
        #expect(TypoBudget.forLengths(typed: typed, indexed: indexed) == budget)
    }
}
