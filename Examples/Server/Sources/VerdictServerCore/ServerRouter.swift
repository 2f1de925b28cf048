import Hummingbird
import SignUpExample

/// The server's router: every route group the server answers (the username availability of
/// seed 003, the sign-up form, the profiles). A new group is one more `add(to:)` here.
public func makeRouter(registry: UsernameRegistry = .demo, profiles: ProfileStore = ProfileStore())
    -> Router<BasicRequestContext>
{
    let router = Router()
    UsernameRoutes(registry: registry).add(to: router)
    SignUpRoutes(registry: registry).add(to: router)
    ProfileRoutes(store: profiles).add(to: router)
    return router
}
