extension String {
    /// The text of `bytes` if they are valid UTF-8, or nil: `String(validating:as:)` where the
    /// system has it (Linux, and macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2), and
    /// ``init(repairingIfValid:)`` on an older Apple system.
    @inlinable package init?(validUTF8 bytes: some Collection<UInt8>) {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            self = text
        } else {
            self.init(repairingIfValid: bytes)
        }
    }

    /// The text of `bytes` if they are valid UTF-8, or nil, without `String(validating:as:)`: the
    /// repairing decoding, compared with the bytes. It differs from them exactly when it replaced
    /// something, that is when they are not valid UTF-8. Two passes, where the system has one.
    @inlinable package init?(repairingIfValid bytes: some Collection<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }
}
