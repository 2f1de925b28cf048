import Hummingbird

/// The server's router: every route group the server answers (the username availability of
/// seed 003, the sign-up form). A new group is one more `add(to:)` here.
public func makeRouter(registry: UsernameRegistry = .demo) -> Router<BasicRequestContext> {
    let router = Router()
    UsernameRoutes(registry: registry).add(to: router)
    SignUpRoutes(registry: registry).add(to: router)
    return router
}
