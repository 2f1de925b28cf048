import Vapor

/// The `register` rules of `SignUp` as a Vapor app declares them with `Validatable`, for the
/// benchmark's third route. Vapor's validators check the JSON before it is decoded, one key at a
/// time, so three rules differ: there is no trimming, `Default("US")` has no equivalent (the
/// country is optional), and the passwords are compared after decoding, in the route.
public enum SignUpValidations: Validatable {
    /// The rules, key by key.
    public static func validations(_ validations: inout Validations) {
        validations.add("username", as: String.self, is: .count(4...24) && .pattern(#"^[a-z]\w*$"#))
        validations.add("email", as: String.self, is: .email)
        validations.add("age", as: Int?.self, is: .nil || .range(18...120), required: false)
        validations.add("website", as: String?.self, is: .nil || .empty || .url, required: false)
        validations.add("country", as: String?.self, is: .nil || .count(2...2), required: false)
        validations.add(
            "password", as: String.self,
            is: .count(8...) && .custom("contains a digit") { $0.contains(where: \.isNumber) })
        validations.add("passwordRepeat", as: String.self, is: !.empty)
        validations.add("acceptedTerms", as: Bool.self, is: .custom("accepted") { $0 })
    }
}
