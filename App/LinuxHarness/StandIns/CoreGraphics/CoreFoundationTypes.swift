import Foundation

// CoreGraphics re-exports CoreFoundation on iOS. Linux's Foundation keeps its CoreFoundation private, so the
// three CF types the app names are the Foundation classes they are toll-free bridged with on iOS: `as CFURL`,
// `as CFString` and `as CFDictionary` then type-check as they do there.

/// Stand-in for CoreFoundation's `CFDictionary`, toll-free bridged with `NSDictionary`.
public typealias CFDictionary = NSDictionary
/// Stand-in for CoreFoundation's `CFString`, toll-free bridged with `NSString`.
public typealias CFString = NSString
/// Stand-in for CoreFoundation's `CFURL`, toll-free bridged with `NSURL`.
public typealias CFURL = NSURL
