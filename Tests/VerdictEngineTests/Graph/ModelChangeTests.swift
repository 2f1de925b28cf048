import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Model changes")
struct ModelChangeTests {
    private struct Point: Equatable {
        var x = 0
        var y = 0
    }

    private static func change(_ keyPath: WritableKeyPath<Point, Int>, from old: Int, to new: Int) -> ModelChange {
        let writer = RestorableValue.writer(for: keyPath)
        return ModelChange(
            keyPath: KeyPathBox(keyPath), old: RestorableValue(value: old, writer: writer),
            new: RestorableValue(value: new, writer: writer))
    }

    @Test func aChangeWritesItsValuesBackAtItsKeyPath() {
        let change = Self.change(\.y, from: 1, to: 5)
        var point = Point(x: 9, y: 1)
        ModelPointer.with(&point) { change.new.restore(into: $0) }
        #expect(point == Point(x: 9, y: 5))
        ModelPointer.with(&point) { change.old.restore(into: $0) }
        #expect(point == Point(x: 9, y: 1))
    }

    @Test func theInverseSwapsTheValuesAndKeepsTheKeyPath() {
        let change = Self.change(\.x, from: 1, to: 2)
        let inverse = change.inverted
        #expect(inverse.keyPath == KeyPathBox(\Point.x))
        #expect(inverse.old.value as? Int == 2)
        #expect(inverse.new.value as? Int == 1)
        #expect(inverse.inverted.old.value as? Int == 1, "inverting twice gives the change back")
        var point = Point(x: 2)
        ModelPointer.with(&point) { inverse.new.restore(into: $0) }
        #expect(point.x == 1)
    }

    @Test func aChangeOfTheWholeModelHasNoKeyPath() {
        let writer = RestorableValue.modelWriter { (point: Point) in point }
        let change = ModelChange(
            keyPath: nil, old: RestorableValue(value: Point(), writer: writer),
            new: RestorableValue(value: Point(x: 3, y: 4), writer: writer))
        #expect(change.inverted.keyPath == nil)
        var point = Point()
        ModelPointer.with(&point) { change.new.restore(into: $0) }
        #expect(point == Point(x: 3, y: 4))
    }
}
