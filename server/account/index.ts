// What other resources and the composition may use of the account resource.
export {
  currentUser,
  requireUser,
  sessionToken,
  sessionUser,
  signInRequired,
} from "./authenticate";
export { SECURED, securitySchemes } from "./openapi-security";
export { cookieName, cookieOptions, setSessionCookie } from "./session-cookie";
export { createSession, LIVE_SESSION_USER_ID_AND_END } from "./sessions";
export { limitSignedInUsers, tooManyRequests } from "./user-rate-limit";
export { userRoutes } from "./user-routes";
export { upsertUser, type Identity, type User } from "./users";
