import ExerciseCatalog
import XCTest

/// The directory: loading, the result count, searching.
final class DirectoryUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testShowsEveryExerciseOfTheCatalog() throws {
        let catalog = try ExpectedCatalog.load()
        let app = AppUnderTest.launch()
        let total = ExpectedCatalog.grouped(catalog.exercises.count)
        let showing = app.staticTexts["showingLine"]
        XCTAssertTrue(
            AppUnderTest.waitForLabel(of: showing, containing: "Showing \(total) of \(total) exercise"),
            "showing line was \(showing.label)")
        XCTAssertEqual(AppUnderTest.element("sampleBanner", in: app).exists, catalog.isSample)
    }

    @MainActor
    func testSearchingGobletSquatShowsIt() throws {
        let catalog = try ExpectedCatalog.load()
        let goblet = try XCTUnwrap(catalog.exercise(id: "goblet-squat"), "both catalogs have goblet-squat")
        let app = AppUnderTest.launch()
        let field = app.textFields["searchField"]
        field.tap()
        field.typeText("goblet squat")
        let row = app.buttons["resultRow-goblet-squat"]
        XCTAssertTrue(row.waitForExistence(timeout: 10))
        XCTAssertTrue(row.label.hasPrefix(goblet.name + "."), "row label was \(row.label)")
    }

    @MainActor
    func testSearchWithoutResultsSaysSo() throws {
        let catalog = try ExpectedCatalog.load()
        let app = AppUnderTest.launch()
        let field = app.textFields["searchField"]
        field.tap()
        field.typeText("qqqqzzzzxxxx")
        XCTAssertTrue(app.staticTexts["emptyStateTitle"].waitForExistence(timeout: 10))
        let total = ExpectedCatalog.grouped(catalog.exercises.count)
        XCTAssertTrue(
            AppUnderTest.waitForLabel(of: app.staticTexts["showingLine"], containing: "Showing 0 of \(total)")
        )
    }
}
