import Hummingbird
import SignUpExample
import Verdict
import VerdictHummingbird

/// The server's router: every route group the server answers (the username availability of
/// seed 003, the sign-up form, the profiles), each described in one OpenAPI 3.1 document that
/// `GET /openapi.json` serves. A new group is one more `add(to:describedIn:)` here. A described
/// path asked with a method it does not have is answered 405 with `Allow`. `maximumDelay` is the
/// longest pause `POST /usernames/available` makes when asked to.
public func makeRouter(
    registry: UsernameRegistry = .demo, profiles: ProfileStore = ProfileStore(),
    maximumDelay: Duration = AvailabilityRequest.maximumDelay
) -> Router<BasicRequestContext> {
    let router = Router()
    let api = APIDescription(title: "Verdict example server", version: "1.0")
    UsernameRoutes(registry: registry, maximumDelay: maximumDelay).add(to: router, describedIn: api)
    SignUpRoutes(registry: registry).add(to: router, describedIn: api)
    ProfileRoutes(store: profiles).add(to: router, describedIn: api)
    router.serve(api)
    // After the routes: a described path asked with another method is answered 405, not 404.
    if let methods = try? MethodNotAllowedMiddleware<BasicRequestContext>(api) { router.add(middleware: methods) }
    return router
}
