/// The mistakes made while describing routes in an ``APIDescription``, thrown by its
/// ``APIDescription/jsonData()``: every one, each with the place of the `add` that made it.
///
/// ```swift
/// do {
///     _ = try api.jsonData()
/// } catch {
///     print(error) // Sources/App/Routes.swift:12: post /signup is described twice
/// }
/// ```
public struct APIDescriptionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every mistake, in the order of the `add` calls.
    ///
    /// ```swift
    /// let lines = error.mistakes.map(\.description)
    /// ```
    public let mistakes: [Mistake]

    init(mistakes: [Mistake]) {
        self.mistakes = mistakes
    }

    /// One line per mistake.
    ///
    /// ```swift
    /// print(error.description)
    /// ```
    public var description: String { mistakes.map(\.description).joined(separator: "\n") }

    /// One mistake: what is wrong, and where the operation was added.
    ///
    /// ```swift
    /// let mistake = error.mistakes[0]
    /// print(mistake.fileID, mistake.line, mistake.message)
    /// ```
    public struct Mistake: Sendable, Hashable, CustomStringConvertible {
        /// What is wrong, naming the operation.
        ///
        /// ```swift
        /// let message = error.mistakes[0].message // "post /signup is described twice"
        /// ```
        public let message: String
        /// The `#fileID` of the `add` call.
        ///
        /// ```swift
        /// let file = error.mistakes[0].fileID // "App/Routes.swift"
        /// ```
        public let fileID: String
        /// The line of the `add` call.
        ///
        /// ```swift
        /// let line = error.mistakes[0].line
        /// ```
        public let line: Int

        init(_ message: String, at place: Place) {
            self.message = message
            fileID = place.fileID
            line = place.line
        }

        /// `fileID:line: message`.
        ///
        /// ```swift
        /// print(error.mistakes[0]) // App/Routes.swift:12: post /signup is described twice
        /// ```
        public var description: String { "\(fileID):\(line): \(message)" }

        /// Where an operation was added.
        struct Place: Hashable {
            var fileID: String
            var line: Int
        }
    }
}
