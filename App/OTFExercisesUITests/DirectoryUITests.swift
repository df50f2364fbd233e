import ExerciseDirectory
import XCTest

/// The directory: loading, the result count, searching, and the words no result matched.
final class DirectoryUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testShowsEveryExerciseOfTheCatalog() throws {
        let expected = try ExpectedCatalog.expectations()
        let app = AppUnderTest.launch()
        let showing = app.staticTexts[AccessibilityID.showingLine]
        XCTAssertTrue(
            AppUnderTest.waitForLabel(of: showing, equalTo: expected.showingLine()),
            "showing line was \(showing.label)")
        XCTAssertEqual(
            AppUnderTest.element(AccessibilityID.sampleBanner, in: app).exists, expected.showsSampleBanner)
    }

    @MainActor
    func testSearchingGobletSquatShowsIt() throws {
        let expected = try ExpectedCatalog.expectations()
        let label = try XCTUnwrap(
            expected.resultRowLabel(query: "goblet squat", id: "goblet-squat"),
            "both catalogs have goblet-squat")
        let app = AppUnderTest.launch()
        let field = app.textFields[AccessibilityID.searchField]
        field.tap()
        field.typeText("goblet squat")
        let row = app.buttons[AccessibilityID.resultRow("goblet-squat")]
        XCTAssertTrue(row.waitForExistence(timeout: 10))
        XCTAssertEqual(row.label, label)
    }

    @MainActor
    func testSearchWithoutResultsSaysSo() throws {
        let expected = try ExpectedCatalog.expectations()
        let query = "qqqqzzzzxxxx"
        let emptyTitle = try XCTUnwrap(expected.emptyStateTitle(query: query))
        let app = AppUnderTest.launch()
        let field = app.textFields[AccessibilityID.searchField]
        field.tap()
        field.typeText(query)
        // A prefix of the query already finds nothing, so the empty state can appear (naming that prefix)
        // before the search of the whole query is done: wait for its final title.
        let title = app.staticTexts[AccessibilityID.emptyStateTitle]
        XCTAssertTrue(title.waitForExistence(timeout: 10))
        XCTAssertTrue(
            AppUnderTest.waitForLabel(of: title, equalTo: emptyTitle), "empty state said \(title.label)")
        XCTAssertTrue(
            AppUnderTest.waitForLabel(
                of: app.staticTexts[AccessibilityID.showingLine], equalTo: expected.showingLine(query: query))
        )
    }

    @MainActor
    func testAQueryNoExerciseFullyMatchesNamesTheWordsNothingMatched() throws {
        let expected = try ExpectedCatalog.expectations()
        let query = "zzzzzzzz impossible curl"
        let notice = try XCTUnwrap(
            expected.directory(query: query).partialMatchNotice, "both catalogs have a curl and no zzzzzzzz")
        let app = AppUnderTest.launch()
        let field = app.textFields[AccessibilityID.searchField]
        field.tap()
        field.typeText(query)
        // The query's prefixes give other notices (or none) on the way: wait for the whole query's.
        let line = app.staticTexts[AccessibilityID.partialMatchNotice]
        XCTAssertTrue(line.waitForExistence(timeout: 10))
        XCTAssertTrue(AppUnderTest.waitForLabel(of: line, equalTo: notice), "the notice said \(line.label)")
    }
}
