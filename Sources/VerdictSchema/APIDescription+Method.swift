extension APIDescription {
    /// The HTTP method of an operation: one of the eight that OpenAPI describes, written as
    /// constants (`.post`), so that a misspelt one is a compile error.
    ///
    /// ```swift
    /// let method: APIDescription.Method = .patch
    /// let name = method.name // "patch"
    /// ```
    ///
    /// A method known only at run time (an integration passes its router's) is made with
    /// ``init(_:)``; one that OpenAPI does not describe is listed as a mistake, with the file and
    /// line of its `add`, when the document is written.
    public struct Method: Sendable, Hashable, CustomStringConvertible {
        /// The method's name in lowercase, as an OpenAPI path item's key.
        ///
        /// ```swift
        /// let name = APIDescription.Method.get.name // "get"
        /// ```
        public let name: String

        /// The method named `name`, in any case (`"POST"` is ``post``).
        ///
        /// ```swift
        /// let method = APIDescription.Method("POST") // .post
        /// ```
        public init(_ name: String) {
            self.name = name.lowercased()
        }

        /// `GET`.
        public static let get = Method("get")
        /// `PUT`.
        public static let put = Method("put")
        /// `POST`.
        public static let post = Method("post")
        /// `DELETE`.
        public static let delete = Method("delete")
        /// `OPTIONS`.
        public static let options = Method("options")
        /// `HEAD`.
        public static let head = Method("head")
        /// `PATCH`.
        public static let patch = Method("patch")
        /// `TRACE`.
        public static let trace = Method("trace")

        /// The method's name, as ``name``.
        public var description: String { name }
    }
}
