// What the composition may use of the sign-in resource.
export type { SignInClient } from "./sign-in-client";
export { setUpSignIn } from "./sign-in-setup";
export { userSessionRoutes } from "./user-session-routes";
