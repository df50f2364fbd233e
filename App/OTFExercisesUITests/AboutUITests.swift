import ExerciseCatalog
import XCTest

/// The About sheet.
final class AboutUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testAboutShowsTheDisclaimerAndTheCatalog() throws {
        let catalog = try ExpectedCatalog.load()
        let app = AppUnderTest.launch()
        app.buttons["aboutButton"].tap()
        let disclaimer = app.staticTexts["disclaimerText"]
        XCTAssertTrue(disclaimer.waitForExistence(timeout: 10))
        XCTAssertTrue(disclaimer.label.contains("not affiliated with Orangetheory Fitness"), disclaimer.label)
        let description = app.staticTexts["catalogDescription"]
        XCTAssertTrue(description.exists)
        XCTAssertEqual(description.label.hasPrefix("Sample catalog"), catalog.isSample, description.label)
        XCTAssertTrue(app.staticTexts["\(ExpectedCatalog.grouped(catalog.exercises.count)) exercises"].exists)
        app.buttons["doneButton"].tap()
        XCTAssertTrue(app.textFields["searchField"].waitForExistence(timeout: 10))
    }
}
