import ExerciseDirectory
import XCTest

/// Filter → result → detail and its media → back, with the search and filter still in place; a demo
/// opened outside the app, and back to its exercise.
final class FilterToDetailUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testFilterOpenDetailAndComeBack() throws {
        let expected = try ExpectedCatalog.expectations()
        let goblet = try XCTUnwrap(expected.detail(id: "goblet-squat"), "both catalogs have goblet-squat")
        let category = goblet.category.rawValue
        let chipID = try XCTUnwrap(expected.chipIdentifier(selecting: category, in: .category))
        let app = AppUnderTest.launch()

        app.buttons[AccessibilityID.filterButton].tap()
        let option = app.buttons[AccessibilityID.facetOption(.category, category)]
        XCTAssertTrue(option.waitForExistence(timeout: 10))
        option.tap()
        let showResults = app.buttons[AccessibilityID.showResultsButton]
        XCTAssertTrue(
            AppUnderTest.waitForLabel(
                of: showResults, equalTo: expected.showResultsLabel(selecting: category, in: .category)),
            "button said \(showResults.label)")
        showResults.tap()

        let chip = app.buttons[chipID]
        XCTAssertTrue(chip.waitForExistence(timeout: 10))
        XCTAssertTrue(
            AppUnderTest.waitForLabel(
                of: app.staticTexts[AccessibilityID.showingLine],
                equalTo: expected.showingLine(selecting: [(.category, category)])))

        let title = openGobletSquat(in: app)
        XCTAssertEqual(title.label, goblet.title)
        for video in goblet.videos {
            let watch = AppUnderTest.element(AccessibilityID.watchButton(video.id), in: app)
            let refusal = AppUnderTest.element(AccessibilityID.videoRefusal(video.id), in: app)
            XCTAssertTrue(
                AppUnderTest.element(AccessibilityID.videoCard(video.id), in: app).exists,
                "no card for \(video.id)")
            XCTAssertEqual(watch.exists, video.watchURL != nil, "watch button of \(video.id)")
            XCTAssertEqual(refusal.exists, video.refusalReason != nil, "refusal of \(video.id)")
        }

        app.navigationBars.buttons.element(boundBy: 0).tap()
        let field = app.textFields[AccessibilityID.searchField]
        XCTAssertTrue(field.waitForExistence(timeout: 10))
        XCTAssertEqual(field.value as? String, "goblet squat")
        XCTAssertTrue(chip.exists)
        XCTAssertTrue(app.buttons[AccessibilityID.resultRow("goblet-squat")].exists)
    }

    @MainActor
    func testWatchingADemoOpensItAndComingBackKeepsTheExercise() throws {
        let expected = try ExpectedCatalog.expectations()
        let goblet = try XCTUnwrap(expected.detail(id: "goblet-squat"), "both catalogs have goblet-squat")
        guard let demo = goblet.videos.first(where: { $0.watchURL != nil }) else {
            throw XCTSkip(
                "no demo of goblet squat may be opened in this catalog (the sample's are placeholders)")
        }
        let app = AppUnderTest.launch()
        let title = openGobletSquat(in: app)

        let watch = AppUnderTest.element(AccessibilityID.watchButton(demo.id), in: app)
        for _ in 0..<10 where !watch.isHittable {
            app.swipeUp()
        }
        XCTAssertTrue(watch.isHittable, "the watch button of \(demo.id) never came on screen")
        watch.tap()
        // The simulator has neither Instagram nor TikTok, so the post opens in Safari.
        let safari = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")
        XCTAssertTrue(safari.wait(for: .runningForeground, timeout: 30), "the demo did not open")

        app.activate()
        XCTAssertTrue(app.wait(for: .runningForeground, timeout: 10))
        XCTAssertTrue(title.waitForExistence(timeout: 10), "coming back lost the exercise")
        XCTAssertEqual(title.label, goblet.title)
        app.navigationBars.buttons.element(boundBy: 0).tap()
        let field = app.textFields[AccessibilityID.searchField]
        XCTAssertTrue(field.waitForExistence(timeout: 10))
        XCTAssertEqual(field.value as? String, "goblet squat")
    }

    @MainActor
    func testClearAllRemovesTheFilters() throws {
        let expected = try ExpectedCatalog.expectations()
        let category = try XCTUnwrap(expected.catalog.exercises.first?.category.rawValue)
        let app = AppUnderTest.launch()
        app.buttons[AccessibilityID.filterButton].tap()
        let option = app.buttons[AccessibilityID.facetOption(.category, category)]
        XCTAssertTrue(option.waitForExistence(timeout: 10))
        option.tap()
        app.buttons[AccessibilityID.showResultsButton].tap()
        let clearAll = app.buttons[AccessibilityID.clearAllButton]
        XCTAssertTrue(clearAll.waitForExistence(timeout: 10))
        clearAll.tap()
        let chipID = try XCTUnwrap(expected.chipIdentifier(selecting: category, in: .category))
        XCTAssertTrue(AppUnderTest.waitForDisappearance(of: app.buttons[chipID]), "the chip stayed")
        XCTAssertTrue(
            AppUnderTest.waitForLabel(
                of: app.staticTexts[AccessibilityID.showingLine], equalTo: expected.showingLine()))
    }

    /// Types "goblet squat" into the search field and opens its row; returns the detail screen's title.
    @MainActor
    private func openGobletSquat(in app: XCUIApplication) -> XCUIElement {
        let field = app.textFields[AccessibilityID.searchField]
        field.tap()
        field.typeText("goblet squat")
        let row = app.buttons[AccessibilityID.resultRow("goblet-squat")]
        XCTAssertTrue(row.waitForExistence(timeout: 10))
        row.tap()
        let title = app.staticTexts[AccessibilityID.detailTitle]
        XCTAssertTrue(title.waitForExistence(timeout: 10))
        return title
    }
}
