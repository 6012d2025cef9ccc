// What the composition may use of the alerts resource.
export { watchRoutes } from "./watch-routes";
