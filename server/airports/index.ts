// What other resources and the composition may use of the airports resource.
export { allAirports } from "./airport-list";
export { allAirportPlaces } from "./airport-places";
export { airportRoutes } from "./airport-routes";
