import Hummingbird

/// The server's router: every route group the server answers. A new group (a sign-up form
/// validated with Verdict, for example) is one more `add(to:)` here.
public func makeRouter(registry: UsernameRegistry = .demo) -> Router<BasicRequestContext> {
    let router = Router()
    UsernameRoutes(registry: registry).add(to: router)
    return router
}
