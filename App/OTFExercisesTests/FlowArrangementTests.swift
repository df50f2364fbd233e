import Foundation
import Testing

@testable import OTFExercises

@Suite("Flow layout arrangement")
struct FlowArrangementTests {
    @Test("items fill a row, then wrap below the tallest item of the row")
    func wraps() {
        let arrangement = FlowArrangement(
            sizes: [
                CGSize(width: 40, height: 20), CGSize(width: 40, height: 30), CGSize(width: 40, height: 20),
            ],
            maxWidth: 100, spacing: 8)
        #expect(
            arrangement.frames == [
                CGRect(x: 0, y: 0, width: 40, height: 20),
                CGRect(x: 48, y: 0, width: 40, height: 30),
                CGRect(x: 0, y: 38, width: 40, height: 20),
            ])
        #expect(arrangement.size == CGSize(width: 88, height: 58))
    }

    @Test("an item that exactly fits stays on the row")
    func exactFit() {
        let arrangement = FlowArrangement(
            sizes: [CGSize(width: 46, height: 10), CGSize(width: 46, height: 10)], maxWidth: 100, spacing: 8)
        #expect(arrangement.frames.map(\.minY) == [0, 0])
        #expect(arrangement.size == CGSize(width: 100, height: 10))
    }

    @Test("an item wider than the row gets a row of its own")
    func wideItem() {
        let arrangement = FlowArrangement(
            sizes: [
                CGSize(width: 30, height: 10), CGSize(width: 150, height: 40), CGSize(width: 30, height: 10),
            ],
            maxWidth: 100, spacing: 4)
        #expect(
            arrangement.frames.map(\.origin) == [
                CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 14), CGPoint(x: 0, y: 58),
            ])
        #expect(arrangement.size == CGSize(width: 150, height: 68))
    }

    @Test("without a width limit everything is one row; nothing takes no space")
    func unlimitedAndEmpty() {
        let row = FlowArrangement(
            sizes: [CGSize(width: 500, height: 10), CGSize(width: 500, height: 12)], maxWidth: .infinity,
            spacing: 8)
        #expect(row.frames.map(\.minX) == [0, 508])
        #expect(row.size == CGSize(width: 1008, height: 12))
        #expect(FlowArrangement(sizes: [], maxWidth: 100, spacing: 8).size == .zero)
    }
}
