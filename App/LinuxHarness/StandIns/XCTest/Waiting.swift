/// Stand-in for `XCTestExpectation`.
@available(iOS 9.0, *)
open class XCTestExpectation {}

/// Stand-in for `XCTNSPredicateExpectation`: fulfilled once `predicate` holds for `object`.
@available(iOS 9.0, *)
open class XCTNSPredicateExpectation: XCTestExpectation {
    /// An expectation of `predicate` on `object`.
    public init(predicate: NSPredicate, object: Any?) { standIn() }
}

/// Stand-in for `XCTWaiter`.
@available(iOS 9.0, *)
open class XCTWaiter {
    /// How a wait ended.
    public enum Result: Int, Sendable {
        case completed = 1
        case timedOut
        case incorrectOrder
        case invertedFulfillment
        case interrupted
    }

    /// A waiter.
    public init() { standIn() }
    /// Waits up to `timeout` seconds for `expectations`.
    open func wait(for expectations: [XCTestExpectation], timeout seconds: TimeInterval) -> Result {
        standIn()
    }
}
