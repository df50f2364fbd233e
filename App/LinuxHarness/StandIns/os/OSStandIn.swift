/// What every stand-in body does: these modules exist to type-check the app, never to run it.
func standIn(_ function: StaticString = #function) -> Never {
    fatalError("os stand-in: \(function) is not implemented on Linux")
}
