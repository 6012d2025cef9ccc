// What the composition may use of the orders resource.
export { orderRoutes } from "./order-routes";
