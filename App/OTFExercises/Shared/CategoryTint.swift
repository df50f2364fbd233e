import ExerciseCatalog
import SwiftUI

extension ExerciseCategory {
    /// The system colour a category's badge is tinted with, next to its name (never instead of it).
    var tint: Color {
        switch self {
        case .upperBody: .blue
        case .lowerBody: .orange
        case .core: .purple
        case .fullBody: .red
        case .cardio: .pink
        case .mobility: .teal
        case .other: .gray
        }
    }
}
