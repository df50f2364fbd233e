// Stand-in for UniformTypeIdentifiers (iOS 17.5 SDK): the one type the app names, for system search's
// items. Declarations only; bodies trap.

/// What every stand-in body does: these modules exist to type-check the app, never to run it.
func standIn(_ function: StaticString = #function) -> Never {
    fatalError("UniformTypeIdentifiers stand-in: \(function) is not implemented on Linux")
}

/// Stand-in for `UTType` (iOS 14): a uniform type identifier.
@available(iOS 14.0, *)
public struct UTType: Sendable, Hashable {
    /// `public.content`: any document content.
    public static var content: UTType { standIn() }
}
