import Testing
import VerdictTesting

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Composition")
struct CompositionTests {
    @Test func nestedModelErrorsCarryTheFullPathAndKeyPath() throws {
        var order = Order(address: Address(street: " Main St ", zip: "123"))
        let report = try Order.rules.validate(&order)
        #expect(report.pairs == ["address.zip zip.invalid"])
        #expect(report.errors.first?.keyPath == \Order.address.zip)
        #expect(order.address.street == "Main St", "nested filters write back")
    }

    @Test func optionalNestedModelIsSkippedWhenNil() throws {
        var order = Order(address: Address(street: "a", zip: "12345"))
        #expect(try Order.rules.testValidate(order).report.pairs == [])
        order.billing = Address()
        #expect(
            try Order.rules.testValidate(order).report.pairs == ["billing.street required", "billing.zip required"])
    }

    @Test func eachElementGetsAnIndexedPath() throws {
        var order = Order(address: Address(street: "a", zip: "12345"))
        order.addresses = [Address(street: "b", zip: "12345"), Address(street: " ", zip: "1")]
        let report = try Order.rules.validate(&order)
        #expect(report.pairs == ["addresses[1].street required", "addresses[1].zip zip.invalid"])
        #expect(report.errors(at: "addresses[1].zip").count == 1)
        #expect(report.errors.first?.keyPath == \Order.addresses[1].street)
        #expect(order.addresses[1].street == "")
    }

    @Test func eachValueElementIsLabelledByItsPosition() throws {
        var form = SignUp.valid
        form.tags = ["swift", "  ", "averyverylongtag"]
        let report = try SignUp.rules.validate(&form)
        #expect(report.pairs == ["tags[1] required", "tags[2] string.tooLong"])
        #expect(
            report.errors.map(\.message) == ["Tag 2 cannot be blank.", "Tag 3 must contain at most 10 characters."])
        #expect(form.tags == ["swift", "", "averyverylongtag"])
    }

    @Test func includedRuleSetsComposeInOrder() throws {
        struct Account {
            var email = ""
            var name = ""
        }
        let contact = RuleSet<Account> {
            Attribute(\.email) {
                Required(); Email()
            }
        }
        let account = RuleSet<Account> {
            contact
            Attribute(\.name) { Required() }
        }
        #expect(try account.testValidate(Account()).report.pairs == ["email required", "name required"])
    }

    @Test func componentModifiersScopeWholeDeclarations() throws {
        struct Company {
            var isCompany = false
            var vat = ""
        }
        let rules = RuleSet<Company> {
            Attribute(\.vat) {
                Required(); Length(min: 8)
            }.when(\.isCompany)
        }
        #expect(try rules.testValidate(Company()).report.pairs == [])
        #expect(try rules.testValidate(Company(isCompany: true)).report.pairs == ["vat required"])
    }

    @Test(arguments: [
        ("Tags", "Tag"), ("Categories", "Category"), ("Addresses", "Address"), ("Boxes", "Box"),
        ("Status", "Status"), ("Class", "Class"), ("Data", "Data"),
    ])
    func elementLabelsAreSingular(collection: String, element: String) {
        #expect(Label.singular(collection) == element)
    }

    @Test func anElementLabelCanBeGiven() throws {
        struct Search { var keywords = ["", "ok"] }
        let rules = RuleSet<Search> { Each(\.keywords, label: "Search term") { Required() } }
        #expect(try rules.testValidate(Search()).report.errors.map(\.message) == ["Search term 1 cannot be blank."])
    }
}
