/// Stand-in for `XCTestCase`: a class of tests.
@available(iOS 9.0, *)
open class XCTestCase {
    /// Makes a test case.
    public init() { standIn() }
    /// Whether a test keeps running after a failed assertion.
    open var continueAfterFailure: Bool {
        get { standIn() }
        set { standIn() }
    }
    /// Runs before each test.
    open func setUpWithError() throws { standIn() }
}

/// Stand-in for `XCTSkip`: thrown to skip the running test.
@available(iOS 9.0, *)
public struct XCTSkip: Error {
    /// Skips with `message`.
    public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) { standIn() }
}
