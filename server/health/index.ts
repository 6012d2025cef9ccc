// What the composition may use of the health resource.
export { healthRoutes } from "./health-routes";
