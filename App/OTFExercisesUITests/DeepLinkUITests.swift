import AppTestSupport
import ExerciseDirectory
import XCTest

/// Opening an exercise from a launch argument or a link.
final class DeepLinkUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testScreenshotArgumentOpensTheExercise() throws {
        let expected = try ExpectedCatalog.expectations()
        let goblet = try XCTUnwrap(expected.detail(id: "goblet-squat"))
        let app = AppUnderTest.application(arguments: ["-screenshotExercise", "goblet-squat"])
        app.launch()
        let title = app.staticTexts[AccessibilityID.detailTitle]
        XCTAssertTrue(title.waitForExistence(timeout: AppUnderTest.loadTimeout))
        XCTAssertEqual(title.label, goblet.title)
        app.navigationBars.buttons.element(boundBy: 0).tap()
        XCTAssertTrue(app.textFields[AccessibilityID.searchField].waitForExistence(timeout: 10))
    }

    @MainActor
    func testAppLinkOpensTheExercise() throws {
        let expected = try ExpectedCatalog.expectations()
        let link = "otfexercises://exercise/goblet-squat"
        XCTAssertNil(expected.notice(openingLink: link))
        let goblet = try XCTUnwrap(expected.detail(id: "goblet-squat"))
        let app = AppUnderTest.launch()
        app.open(try XCTUnwrap(URL(string: link)))
        let title = app.staticTexts[AccessibilityID.detailTitle]
        XCTAssertTrue(title.waitForExistence(timeout: 10))
        XCTAssertEqual(title.label, goblet.title)
    }

    /// Siri and Shortcuts cannot be driven from a UI test: this opens the deep link the Open Exercise
    /// intent hands the app for what its query finds for a typo ("gobet squat"), worked out by
    /// `UITestExpectations` with the intent's own search.
    @MainActor
    func testTheIntentsLinkOpensTheExerciseItsQueryFinds() throws {
        let found = try XCTUnwrap(try ExpectedCatalog.expectations().intentLink(for: "gobet squat"))
        let app = AppUnderTest.launch()
        app.open(try XCTUnwrap(URL(string: found.link)))
        let title = app.staticTexts[AccessibilityID.detailTitle]
        XCTAssertTrue(title.waitForExistence(timeout: 10))
        XCTAssertEqual(title.label, found.title)
    }

    /// iOS ending the app in the background cannot be staged here: `-restoreState` hands the app the
    /// state it would have kept, through the same restoring code.
    @MainActor
    func testARestoredStateOpensItsExercise() throws {
        let expected = try ExpectedCatalog.expectations()
        let state = DirectoryState(query: "goblet squat", exerciseID: "goblet-squat")
        let restoredTitle = try XCTUnwrap(expected.restoredDetailTitle(state))
        let app = AppUnderTest.application(arguments: UITestExpectations.launchArguments(restoring: state))
        app.launch()
        let title = app.staticTexts[AccessibilityID.detailTitle]
        XCTAssertTrue(title.waitForExistence(timeout: AppUnderTest.loadTimeout))
        XCTAssertEqual(title.label, restoredTitle)
        // The detail screen's own bar (named by its title) holds the back button.
        app.navigationBars[restoredTitle].buttons.element(boundBy: 0).tap()
        let searchField = app.textFields[AccessibilityID.searchField]
        XCTAssertTrue(searchField.waitForExistence(timeout: 10))
        XCTAssertEqual(searchField.value as? String, state.query)
    }

    @MainActor
    func testLinkToAnUnknownExerciseSaysSo() throws {
        let link = "otfexercises://exercise/no-such-exercise-here"
        let notice = try XCTUnwrap(try ExpectedCatalog.expectations().notice(openingLink: link))
        let app = AppUnderTest.launch()
        app.open(try XCTUnwrap(URL(string: link)))
        let alert = app.alerts.firstMatch
        XCTAssertTrue(alert.waitForExistence(timeout: 10))
        XCTAssertEqual(alert.label, notice)
        alert.buttons.firstMatch.tap()
        XCTAssertTrue(AppUnderTest.waitForDisappearance(of: alert), "the notice stayed up")
        XCTAssertTrue(app.textFields[AccessibilityID.searchField].waitForExistence(timeout: 10))
        XCTAssertFalse(app.staticTexts[AccessibilityID.detailTitle].exists)
    }
}
