import ExerciseCatalog
import XCTest

/// Opening an exercise from a launch argument or a link.
final class DeepLinkUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testScreenshotArgumentOpensTheExercise() throws {
        let catalog = try ExpectedCatalog.load()
        let goblet = try XCTUnwrap(catalog.exercise(id: "goblet-squat"))
        let app = XCUIApplication()
        app.launchArguments = ["-screenshotExercise", "goblet-squat"]
        app.launch()
        let title = app.staticTexts["detailTitle"]
        XCTAssertTrue(title.waitForExistence(timeout: AppUnderTest.loadTimeout))
        XCTAssertEqual(title.label, goblet.name)
        app.navigationBars.buttons.element(boundBy: 0).tap()
        XCTAssertTrue(app.textFields["searchField"].waitForExistence(timeout: 10))
    }

    @MainActor
    func testAppLinkOpensTheExercise() throws {
        let catalog = try ExpectedCatalog.load()
        let goblet = try XCTUnwrap(catalog.exercise(id: "goblet-squat"))
        let app = AppUnderTest.launch()
        app.open(try XCTUnwrap(URL(string: "otfexercises://exercise/goblet-squat")))
        let title = app.staticTexts["detailTitle"]
        XCTAssertTrue(title.waitForExistence(timeout: 10))
        XCTAssertEqual(title.label, goblet.name)
    }

    @MainActor
    func testLinkToAnUnknownExerciseSaysSo() throws {
        let app = AppUnderTest.launch()
        app.open(try XCTUnwrap(URL(string: "otfexercises://exercise/no-such-exercise-here")))
        let alert = app.alerts.firstMatch
        XCTAssertTrue(alert.waitForExistence(timeout: 10))
        XCTAssertTrue(alert.label.contains("no-such-exercise-here"), alert.label)
        alert.buttons.firstMatch.tap()
        XCTAssertTrue(app.textFields["searchField"].waitForExistence(timeout: 10))
        XCTAssertFalse(app.staticTexts["detailTitle"].exists)
    }
}
