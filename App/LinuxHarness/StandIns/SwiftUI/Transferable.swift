/// Stand-in for CoreTransferable's `Transferable` (iOS 16), which SwiftUI re-exports: a type that can be
/// pasted, dragged or shared.
///
/// The SDK's requirement (`transferRepresentation`, built from `TransferRepresentation` values) is left out:
/// the app declares no conformance of its own, it only asks for `String`.
@available(iOS 16.0, *)
public protocol Transferable {}

@available(iOS 16.0, *)
extension String: Transferable {}
