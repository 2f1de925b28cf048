import VerdictForms
import VerdictVocabulary

/// Where an assertion looks for errors: a typed key path from the root model, or a printable
/// path such as `addresses[1].zip`.
struct ErrorLocation {
    private enum Kind {
        case keyPath(AnyKeyPath)
        case path(AttributePath)
    }

    private let kind: Kind

    init(_ keyPath: AnyKeyPath) { kind = .keyPath(keyPath) }

    init(_ path: AttributePath) { kind = .path(path) }

    /// Whether `error` was reported at this location.
    func matches(_ error: ValidationError) -> Bool {
        switch kind {
        case .keyPath(let keyPath): error.isReported(at: keyPath)
        case .path(let path): error.path == path
        }
    }

    /// The printable path: the one an error at this location carries, else one derived from the
    /// key path.
    func name(among errors: [ValidationError]) -> String {
        switch kind {
        case .path(let path):
            return ErrorListing.name(of: path)
        case .keyPath(let keyPath):
            if let error = errors.first(where: matches) { return ErrorListing.name(of: error.path) }
            return KeyPathName.printable(keyPath)
        }
    }
}
