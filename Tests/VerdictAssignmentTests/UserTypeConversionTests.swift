import Foundation
import Testing
import VerdictAssignment
@testable import VerdictTestSupport

private struct Money: InputConvertible, Equatable, Sendable {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(input: InputValue) throws(InputConversionError) {
        guard let text = input.textValue, let value = Decimal(string: text), value >= 0 else {
            throw InputConversionError(expected: "an amount such as 12.50")
        }
        cents = NSDecimalNumber(decimal: value * 100).intValue
    }
}

private struct GeoPoint: Codable, Equatable, Sendable {
    var latitude: Double
    var longitude: Double
}

private enum Size: Int, CaseIterable, Sendable {
    case small = 1, medium = 2, large = 3
}

private struct Listing: Equatable, Sendable {
    var price = Money(cents: 0)
    var location = GeoPoint(latitude: 0, longitude: 0)
    var size = Size.small
    var sizes: [Size] = []

    static let rules = RuleSet<Listing> {
        Safe(\.price, \.location, \.size, \.sizes)
    }
}

@Suite("Massive assignment: user types")
struct UserTypeConversionTests {
    @Test("an InputConvertible type, a Decodable type and Int-backed enums convert")
    func userTypes() throws {
        var listing = Listing()
        let result = try Listing.rules.assign(
            .json(
                Data(
                    #"{"price": "12.50", "location": {"latitude": 52.5, "longitude": 13.4}, "size": 3, "sizes": [1, 2]}"#
                        .utf8)),
            to: &listing, validating: false)
        #expect(result.isAssigned, "\(result.report)")
        #expect(
            listing
                == Listing(
                    price: Money(cents: 1250), location: GeoPoint(latitude: 52.5, longitude: 13.4), size: .large,
                    sizes: [.small, .medium]))
    }

    @Test("their failures are errors at their paths, with what was expected")
    func userTypeFailures() throws {
        var listing = Listing()
        let result = try Listing.rules.assign(
            .json(Data(#"{"price": "free", "location": {"latitude": "north"}, "size": 4, "sizes": [1, 9]}"#.utf8)),
            to: &listing, validating: false)
        #expect(listing == Listing())
        #expect(result.report.errors.map(\.path) == ["price", "location", "size", "sizes[1]"])
        #expect(
            result.report.errors.map(\.message) == [
                "Price must be an amount such as 12.50.", "Location must be a value of the expected form.",
                "Size must be one of 1, 2, 3.", "Sizes must be one of 1, 2, 3.",
            ])
    }
}
