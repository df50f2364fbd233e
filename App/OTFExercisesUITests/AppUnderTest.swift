import AppTestSupport
import ExerciseDirectory
import XCTest

/// Launching the app and waiting for what it shows.
@MainActor
enum AppUnderTest {
    /// How long the catalog may take to load and index on a CI simulator.
    static let loadTimeout: TimeInterval = 60

    /// The app to launch with `arguments`, after an empty kept state (``UITestExpectations/freshStart``)
    /// so that no earlier test's screen is restored.
    static func application(arguments: [String] = []) -> XCUIApplication {
        let app = XCUIApplication()
        app.launchArguments = UITestExpectations.freshStart + arguments
        return app
    }

    /// Launches the app with `arguments` and waits until the directory's search field is on screen.
    static func launch(arguments: [String] = []) -> XCUIApplication {
        let app = application(arguments: arguments)
        app.launch()
        XCTAssertTrue(
            app.textFields[AccessibilityID.searchField].waitForExistence(timeout: loadTimeout),
            "the directory never loaded"
        )
        return app
    }

    /// The element with accessibility identifier `identifier`, whatever its type.
    static func element(_ identifier: String, in app: XCUIApplication) -> XCUIElement {
        app.descendants(matching: .any)[identifier].firstMatch
    }

    /// Waits until `element`'s label is `text`.
    static func waitForLabel(of element: XCUIElement, equalTo text: String, timeout: TimeInterval = 10)
        -> Bool
    {
        let expectation = XCTNSPredicateExpectation(
            predicate: NSPredicate(format: "label == %@", text), object: element)
        return XCTWaiter().wait(for: [expectation], timeout: timeout) == .completed
    }

    /// Waits until `element` no longer exists.
    static func waitForDisappearance(of element: XCUIElement, timeout: TimeInterval = 10) -> Bool {
        let expectation = XCTNSPredicateExpectation(
            predicate: NSPredicate(format: "exists == false"), object: element)
        return XCTWaiter().wait(for: [expectation], timeout: timeout) == .completed
    }
}
