// Stand-in for CoreSpotlight (iOS 17.5 SDK): what the app uses to put exercises in system search and to
// read a tapped result. Declarations only; bodies trap.
import Foundation
import UniformTypeIdentifiers

/// What every stand-in body does: these modules exist to type-check the app, never to run it.
func standIn(_ function: StaticString = #function) -> Never {
    fatalError("CoreSpotlight stand-in: \(function) is not implemented on Linux")
}

/// Stand-in for `CSSearchableItemActionType` (iOS 9): the activity type of a tapped system-search result.
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(iOS 9.0, *)
public let CSSearchableItemActionType = "com.apple.corespotlightitem"

/// Stand-in for `CSSearchableItemActivityIdentifier` (iOS 9): the user-info key of the tapped item's
/// unique identifier.
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(iOS 9.0, *)
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"

/// Stand-in for `CSSearchableItemAttributeSet` (iOS 9; `init(contentType:)` iOS 14): what system search
/// shows and matches for an item.
@available(iOS 9.0, *)
open class CSSearchableItemAttributeSet: NSObject {
    /// Attributes for content of `contentType`.
    @available(iOS 14.0, *)
    public init(contentType: UTType) { standIn() }
    /// The title.
    open var title: String?
    /// The line under the title.
    open var contentDescription: String?
    /// More words the item is found by.
    open var keywords: [String]?
    /// A local file with the item's thumbnail.
    open var thumbnailURL: URL?
}

/// Stand-in for `CSSearchableItem` (iOS 9): one item in system search.
@available(iOS 9.0, *)
open class CSSearchableItem: NSObject {
    /// An item the app identifies by `uniqueIdentifier`, grouped under `domainIdentifier`.
    public init(
        uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet
    ) { standIn() }
    /// When system search drops the item (a month after indexing unless set).
    open var expirationDate: Date?
}

/// Stand-in for `CSSearchableIndex` (iOS 9): the app's part of system search, with the SDK's
/// completion-handler methods in the async form Swift gives them.
@available(iOS 9.0, *)
open class CSSearchableIndex: NSObject {
    /// True when the device indexes.
    open class func isIndexingAvailable() -> Bool { standIn() }
    /// The default index.
    open class func `default`() -> CSSearchableIndex { standIn() }
    /// The app's index named `name`, which (unlike the default one) keeps a client state.
    public init(name: String) { standIn() }
    /// Adds or replaces `items`.
    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws { standIn() }
    /// Adds or replaces `items`, then calls `completionHandler`.
    open func indexSearchableItems(
        _ items: [CSSearchableItem], completionHandler: (@Sendable (Error?) -> Void)?
    ) { standIn() }
    /// Deletes every item of the domains `domainIdentifiers`.
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
        standIn()
    }
    /// Deletes every item of the app, and resets the client state.
    open func deleteAllSearchableItems() async throws { standIn() }
    /// Begins a batch of changes, stored with a client state when it ends (`CSOptionalBatching`).
    open func beginBatch() { standIn() }
    /// Ends the batch and stores `clientState` with it.
    open func endBatch(withClientState clientState: Data) async throws { standIn() }
    /// Calls `completionHandler` with the client state stored last.
    open func fetchLastClientState(completionHandler: @escaping @Sendable (Data?, Error?) -> Void) {
        standIn()
    }
}
