/// Stand-in for `App`: the structure and behaviour of an app.
@available(iOS 14.0, *)
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder @preconcurrency @MainActor var body: Body { get }
    /// Creates the app.
    @preconcurrency @MainActor init()
}

@available(iOS 14.0, *)
extension App {
    /// Starts the app.
    @preconcurrency @MainActor public static func main() { standIn() }
}

/// Stand-in for `Scene`.
@available(iOS 14.0, *)
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene
    /// This scene's content.
    @SceneBuilder @preconcurrency @MainActor var body: Body { get }
}

/// Stand-in for `SceneBuilder`.
@available(iOS 14.0, *)
@resultBuilder
public struct SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { standIn() }
}

/// Stand-in for `WindowGroup`.
@available(iOS 14.0, *)
public struct WindowGroup<Content: View>: Scene {
    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) { standIn() }
    /// Never called.
    public var body: Never { standIn() }
}

@available(iOS 14.0, *)
extension Never: Scene {}
