import ExerciseDirectory
import XCTest

/// The About sheet.
final class AboutUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testAboutShowsTheDisclaimerAndTheCatalog() throws {
        let about = try XCTUnwrap(try ExpectedCatalog.expectations().about)
        let app = AppUnderTest.launch()
        app.buttons[AccessibilityID.aboutButton].tap()
        let disclaimer = app.staticTexts[AccessibilityID.disclaimerText]
        XCTAssertTrue(disclaimer.waitForExistence(timeout: 10))
        XCTAssertEqual(disclaimer.label, about.fullDisclaimer)
        XCTAssertEqual(app.staticTexts[AccessibilityID.catalogDescription].label, about.appCatalogDescription)
        for stat in about.stats {
            XCTAssertTrue(app.staticTexts[stat].exists, "About does not show \(stat)")
        }
        XCTAssertTrue(AppUnderTest.element(AccessibilityID.webDirectoryLink, in: app).exists)
        app.buttons[AccessibilityID.doneButton].tap()
        // The search field stays in the hierarchy under the sheet, so wait for the sheet itself to go.
        XCTAssertTrue(AppUnderTest.waitForDisappearance(of: disclaimer), "About stayed open")
        XCTAssertTrue(app.textFields[AccessibilityID.searchField].waitForExistence(timeout: 10))
    }
}
