import Foundation
import Hummingbird
import Verdict

/// Answers `405 Method Not Allowed`, with `Allow` listing the methods the document describes,
/// for a path the server describes under other methods, where the router alone answers 404 (RFC
/// 9110 §15.5.6). Added to the router after its routes, it wraps only the router's not-found
/// answer. The paths come from the server's OpenAPI description: `{name}` matches one segment.
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Each described path, by segment (`nil` for a parameter), and its methods, in capitals.
    private let routes: [(segments: [String?], methods: [String])]

    /// The paths and methods of `api`'s document.
    init(_ api: APIDescription) throws {
        let document = try JSONSerialization.jsonObject(with: api.jsonData()) as? [String: Any]
        let paths = document?["paths"] as? [String: [String: Any]] ?? [:]
        routes = paths.keys.sorted().map { path in
            let segments = path.split(separator: "/").map { $0.hasPrefix("{") ? nil : String($0) }
            return (segments, (paths[path] ?? [:]).keys.map { $0.uppercased() }.sorted())
        }
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let segments = request.uri.path.split(separator: "/")
            let allowed = routes.filter { route in
                route.segments.count == segments.count
                    && zip(route.segments, segments).allSatisfy { expected, segment in
                        expected.map { $0 == segment } ?? true
                    }
            }.flatMap(\.methods)
            guard !allowed.isEmpty else { throw error }
            throw HTTPError(.methodNotAllowed, headers: [.allow: allowed.joined(separator: ", ")])
        }
    }
}
