import ExerciseCatalog
import XCTest

/// Filter → result → detail and its media → back, with the search and filter still in place.
final class FilterToDetailUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testFilterOpenDetailAndComeBack() throws {
        let catalog = try ExpectedCatalog.load()
        let goblet = try XCTUnwrap(catalog.exercise(id: "goblet-squat"), "both catalogs have goblet-squat")
        let category = goblet.category
        let inCategory = ExpectedCatalog.grouped(catalog.exercises.filter { $0.category == category }.count)
        let app = AppUnderTest.launch()

        app.buttons["filterButton"].tap()
        let option = app.buttons["facetOption-category-\(category.rawValue)"]
        XCTAssertTrue(option.waitForExistence(timeout: 10))
        option.tap()
        let showResults = app.buttons["showResultsButton"]
        XCTAssertTrue(
            AppUnderTest.waitForLabel(of: showResults, containing: "Show \(inCategory) exercise"),
            "button said \(showResults.label)")
        showResults.tap()

        let chip = app.buttons["filterChip-category:\(category.rawValue)"]
        XCTAssertTrue(chip.waitForExistence(timeout: 10))
        XCTAssertTrue(
            AppUnderTest.waitForLabel(
                of: app.staticTexts["showingLine"], containing: "Showing \(inCategory) of"))

        let field = app.textFields["searchField"]
        field.tap()
        field.typeText("goblet squat")
        let row = app.buttons["resultRow-goblet-squat"]
        XCTAssertTrue(row.waitForExistence(timeout: 10))
        row.tap()

        let title = app.staticTexts["detailTitle"]
        XCTAssertTrue(title.waitForExistence(timeout: 10))
        XCTAssertEqual(title.label, goblet.name)
        for video in goblet.videos {
            let watch = AppUnderTest.element("watchButton-\(video.id)", in: app)
            let refusal = AppUnderTest.element("videoRefusal-\(video.id)", in: app)
            XCTAssertTrue(
                AppUnderTest.element("videoCard-\(video.id)", in: app).exists, "no card for \(video.id)")
            XCTAssertNotEqual(
                watch.exists, refusal.exists, "video \(video.id) needs a watch button or a reason")
            if catalog.isSample {
                XCTAssertFalse(watch.exists, "sample links are placeholders and never open")
            }
        }

        app.navigationBars.buttons.element(boundBy: 0).tap()
        XCTAssertTrue(field.waitForExistence(timeout: 10))
        XCTAssertEqual(field.value as? String, "goblet squat")
        XCTAssertTrue(chip.exists)
        XCTAssertTrue(row.exists)
    }

    @MainActor
    func testClearAllRemovesTheFilters() throws {
        let catalog = try ExpectedCatalog.load()
        let category = try XCTUnwrap(catalog.exercises.first?.category)
        let app = AppUnderTest.launch()
        app.buttons["filterButton"].tap()
        let option = app.buttons["facetOption-category-\(category.rawValue)"]
        XCTAssertTrue(option.waitForExistence(timeout: 10))
        option.tap()
        app.buttons["showResultsButton"].tap()
        let clearAll = app.buttons["clearAllButton"]
        XCTAssertTrue(clearAll.waitForExistence(timeout: 10))
        clearAll.tap()
        XCTAssertFalse(app.buttons["filterChip-category:\(category.rawValue)"].exists)
        let total = ExpectedCatalog.grouped(catalog.exercises.count)
        XCTAssertTrue(
            AppUnderTest.waitForLabel(
                of: app.staticTexts["showingLine"], containing: "Showing \(total) of \(total)"))
    }
}
