/// Which configuration this build of the app was compiled in.
enum BuildConfiguration {
    /// True in a Debug build (Xcode's `DEBUG` condition), where screenshot launch arguments are honoured.
    static let isDebug: Bool = {
        #if DEBUG
            true
        #else
            false
        #endif
    }()
}
