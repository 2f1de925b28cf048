extension APIDescription {
    /// One status an operation answers, with its description and, when it has a body, its media
    /// type and the JSON Schema of the body.
    ///
    /// ```swift
    /// let created = APIDescription.Response(
    ///     status: 201, description: "The account.", schema: #"{"type":"object","required":["username"]}"#)
    /// let missing = APIDescription.Response(status: 404, description: "No such profile.")
    /// ```
    public struct Response: Sendable, Hashable {
        /// The HTTP status, 100 to 599.
        ///
        /// ```swift
        /// let status = APIDescription.Response(status: 404, description: "Not found.").status // 404
        /// ```
        public var status: Int
        /// What the answer means.
        ///
        /// ```swift
        /// let text = APIDescription.Response(status: 404, description: "Not found.").description
        /// ```
        public var description: String
        /// The body's media type, `nil` for an answer without a body.
        ///
        /// ```swift
        /// let type = APIDescription.Response(status: 200, description: "A flag.", schema: #"{"type":"boolean"}"#).contentType
        /// // "application/json"
        /// ```
        public var contentType: String?
        /// The JSON Schema of the body, as JSON text (an object), `nil` when it is not described.
        ///
        /// ```swift
        /// let schema = APIDescription.Response(status: 200, description: "A flag.", schema: #"{"type":"boolean"}"#).schema
        /// ```
        public var schema: String?

        /// A response with `status`; a `schema` (JSON text) describes its body, whose media type is
        /// `contentType`, `application/json` unless given.
        ///
        /// ```swift
        /// let available = APIDescription.Response(status: 200, description: "Whether the name is free.", schema: #"{"type":"boolean"}"#)
        /// ```
        public init(status: Int, description: String, contentType: String? = nil, schema: String? = nil) {
            self.status = status
            self.description = description
            self.contentType = contentType ?? (schema == nil ? nil : "application/json")
            self.schema = schema
        }
    }
}
