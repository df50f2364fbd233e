@available(iOS 13.0, *)
extension View {
    /// Runs `action` when the view appears, cancelled when it disappears.
    @available(iOS 15.0, *)
    public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { standIn() }
    /// Runs `action` when the view appears and again whenever `id` changes.
    @available(iOS 15.0, *)
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { standIn() }
    /// Runs `action` when `value` changes, and when the view appears if `initial`.
    @available(iOS 17.0, *)
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { standIn() }
}
