import ExerciseDirectory
import XCTest

/// A pasted workout: its summary, a found move opening its exercise and Back returning to the list, a
/// missing move searching its words.
///
/// The text arrives through the Debug launch argument `-screenshotWorkout`, which opens it exactly as a
/// paste does (`DirectoryModel.openWorkout`): the system Paste button is a secure control that shows only
/// what the person copied, so a test does not drive it.
final class WorkoutUITests: XCTestCase {
    /// A header, a move both catalogs have and one neither has.
    static let text = "BLOCK 1\n12 DB Goblet Squat\n6 renegade rows"

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    /// Launches the app with `text` pasted and waits for the workout summary to say `summary`.
    @MainActor
    private func launchWithWorkout(summary: String) -> XCUIApplication {
        let app = AppUnderTest.application(arguments: ["-screenshotWorkout", Self.text])
        app.launch()
        let line = app.staticTexts[AccessibilityID.workoutSummary]
        XCTAssertTrue(line.waitForExistence(timeout: AppUnderTest.loadTimeout), "the workout never opened")
        XCTAssertTrue(AppUnderTest.waitForLabel(of: line, equalTo: summary), "the summary said \(line.label)")
        return app
    }

    @MainActor
    func testAFoundMoveOpensItsExerciseAndBackReturnsToTheWorkout() throws {
        let expected = try ExpectedCatalog.expectations()
        let workout = try XCTUnwrap(expected.workout(pasting: Self.text))
        let place = try XCTUnwrap(
            workout.rows.firstIndex { $0.exerciseID == "goblet-squat" }, "both catalogs have goblet-squat")
        let name = try XCTUnwrap(expected.detail(id: "goblet-squat")?.title)
        let app = launchWithWorkout(summary: workout.summary)
        let row = app.buttons[AccessibilityID.workoutRow(place)]
        XCTAssertEqual(row.label, workout.rows[place].accessibilityLabel)
        row.tap()
        let title = app.staticTexts[AccessibilityID.detailTitle]
        XCTAssertTrue(title.waitForExistence(timeout: 10))
        XCTAssertEqual(title.label, name)
        app.navigationBars.buttons.element(boundBy: 0).tap()
        XCTAssertTrue(app.staticTexts[AccessibilityID.workoutSummary].waitForExistence(timeout: 10))
    }

    @MainActor
    func testAMissingMoveSearchesItsWords() throws {
        let expected = try ExpectedCatalog.expectations()
        let workout = try XCTUnwrap(expected.workout(pasting: Self.text))
        let place = try XCTUnwrap(
            workout.rows.firstIndex { $0.isSearchable }, "neither catalog has a renegade row")
        let app = launchWithWorkout(summary: workout.summary)
        app.buttons[AccessibilityID.workoutRow(place)].tap()
        let field = app.textFields[AccessibilityID.searchField]
        XCTAssertTrue(field.waitForExistence(timeout: 10))
        XCTAssertEqual(field.value as? String, workout.rows[place].query)
    }
}
