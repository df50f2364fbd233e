import Foundation

/// Stand-in for Foundation's `NSUserActivity` (iOS 8), which Linux's Foundation lacks: what the system
/// hands an app it continues, such as a tapped system-search result.
@available(iOS 8.0, *)
open class NSUserActivity: NSObject {
    /// The activity's details.
    open var userInfo: [AnyHashable: Any]? {
        fatalError("AppleFoundationAdditions: NSUserActivity is not implemented on Linux")
    }
}
