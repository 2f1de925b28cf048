import Foundation

/// The locales ``MessageCatalog/locale(forAcceptLanguage:)`` answers with, one per language a
/// catalog has, made once and shared. Only a catalog's own tags (Verdict's 24 and those a
/// developer added) ever key it, never a client's: a client's range is first matched to one of
/// them, so however many distinct tags clients send, no more locales are made than languages
/// exist in the catalogs.
enum NegotiatedLocales {
    private static let table = LocaleTable()

    /// The locale of `language`, a tag of a catalog or of a built-in language.
    static func locale(_ language: String) -> Locale {
        table.locale(language)
    }

    /// How many locales were made so far (for the tests that show the bound).
    static var count: Int { table.count }

    /// The tags that have a locale (for the tests that show the bound).
    static var languages: Set<String> { table.languages }

    private final class LocaleTable: @unchecked Sendable {
        // Guarded by `lock`.
        private let lock = NSLock()
        private var locales: [String: Locale] = [:]

        func locale(_ language: String) -> Locale {
            lock.lock()
            defer { lock.unlock() }
            if let known = locales[language] { return known }
            let locale = Locale(identifier: language)
            locales[language] = locale
            return locale
        }

        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return locales.count
        }

        var languages: Set<String> {
            lock.lock()
            defer { lock.unlock() }
            return Set(locales.keys)
        }
    }
}
