import Foundation

extension NSPredicate {
    /// Stand-in for Apple's `NSPredicate(format:_:)`.
    ///
    /// Linux's Foundation marks it unavailable (it has no
    /// predicate strings); the UI tests use it for `XCTNSPredicateExpectation`. Type-checking only.
    @available(iOS 3.0, *)
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        fatalError("AppleFoundationAdditions: NSPredicate(format:) is not implemented on Linux")
    }
}
