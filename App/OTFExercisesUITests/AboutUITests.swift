import ExerciseDirectory
import XCTest

/// The About sheet.
final class AboutUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testAboutShowsTheDisclaimerTheCatalogAndThePrivacyPolicy() throws {
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
        // What follows may be below the fold on a small iPhone: the list only makes the rows it shows.
        app.swipeUp()
        XCTAssertEqual(app.staticTexts[AccessibilityID.bundledContent].label, about.bundledContent)
        AppUnderTest.element(AccessibilityID.privacyPolicyLink, in: app).tap()
        let firstPart = try XCTUnwrap(about.privacyPolicy.first)
        XCTAssertTrue(app.staticTexts[firstPart.paragraphs[0]].waitForExistence(timeout: 10))
        // The privacy page's own bar (named by its title): the first button of any bar may be the About
        // button of the directory's bar behind the sheet.
        let privacyBar = app.navigationBars[PrivacyPolicy.title]
        XCTAssertTrue(privacyBar.waitForExistence(timeout: 10))
        privacyBar.buttons.element(boundBy: 0).tap()
        XCTAssertTrue(AppUnderTest.element(AccessibilityID.webDirectoryLink, in: app).exists)
        let done = app.buttons[AccessibilityID.doneButton]
        done.tap()
        // The search field stays in the hierarchy under the sheet, so wait for the sheet itself to go (its
        // disclaimer may already be scrolled away, so its Done button).
        XCTAssertTrue(AppUnderTest.waitForDisappearance(of: done), "About stayed open")
        XCTAssertTrue(app.textFields[AccessibilityID.searchField].waitForExistence(timeout: 10))
    }
}
