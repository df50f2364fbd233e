import ExerciseDirectory
import XCTest

/// A paced walk through the app for screen recordings: search, filter, an exercise, About.
///
/// Opt-in, as it is
/// slow on purpose: `TEST_RUNNER_OTF_WALKTHROUGH=1 xcodebuild test …` (xcodebuild passes the variable to the
/// test runner without its `TEST_RUNNER_` prefix); skipped otherwise.
final class WalkthroughUITests: XCTestCase {
    /// How long each step stays on screen for the recording.
    private static let pause: TimeInterval = 1.5

    override func setUpWithError() throws {
        continueAfterFailure = false
        guard ProcessInfo.processInfo.environment["OTF_WALKTHROUGH"] == "1" else {
            throw XCTSkip("set TEST_RUNNER_OTF_WALKTHROUGH=1 to record the walkthrough")
        }
    }

    @MainActor
    func testRecordedWalkthrough() throws {
        let expected = try ExpectedCatalog.expectations()
        let goblet = try XCTUnwrap(expected.detail(id: "goblet-squat"), "both catalogs have goblet-squat")
        let app = AppUnderTest.launch()
        Thread.sleep(forTimeInterval: Self.pause)

        let field = app.textFields[AccessibilityID.searchField]
        field.tap()
        for letter in "goblet squat" {
            field.typeText(String(letter))
            Thread.sleep(forTimeInterval: 0.15)
        }
        let row = app.buttons[AccessibilityID.resultRow("goblet-squat")]
        XCTAssertTrue(row.waitForExistence(timeout: 10))
        Thread.sleep(forTimeInterval: Self.pause)
        row.tap()
        let title = app.staticTexts[AccessibilityID.detailTitle]
        XCTAssertTrue(title.waitForExistence(timeout: 10))
        XCTAssertEqual(title.label, goblet.title)
        Thread.sleep(forTimeInterval: Self.pause)
        app.swipeUp()
        Thread.sleep(forTimeInterval: Self.pause)
        app.navigationBars.buttons.element(boundBy: 0).tap()

        app.buttons[AccessibilityID.clearSearchButton].tap()
        app.buttons[AccessibilityID.filterButton].tap()
        let category = goblet.category.rawValue
        let option = app.buttons[AccessibilityID.facetOption(.category, category)]
        XCTAssertTrue(option.waitForExistence(timeout: 10))
        option.tap()
        Thread.sleep(forTimeInterval: Self.pause)
        app.buttons[AccessibilityID.showResultsButton].tap()
        XCTAssertTrue(
            AppUnderTest.waitForLabel(
                of: app.staticTexts[AccessibilityID.showingLine],
                equalTo: expected.showingLine(selecting: [(.category, category)])))
        Thread.sleep(forTimeInterval: Self.pause)

        app.buttons[AccessibilityID.aboutButton].tap()
        XCTAssertTrue(app.staticTexts[AccessibilityID.disclaimerText].waitForExistence(timeout: 10))
        Thread.sleep(forTimeInterval: Self.pause)
        app.buttons[AccessibilityID.doneButton].tap()
    }
}
