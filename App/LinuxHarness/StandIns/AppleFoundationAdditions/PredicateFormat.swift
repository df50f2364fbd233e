import Foundation

extension NSPredicate {
    /// Stand-in for Apple's `NSPredicate(format:_:)`, which Linux's Foundation marks unavailable (it has no
    /// predicate strings); the UI tests use it for `XCTNSPredicateExpectation`. Type-checking only.
    @available(iOS 3.0, *)
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        fatalError("AppleFoundationAdditions: NSPredicate(format:) is not implemented on Linux")
    }
}
