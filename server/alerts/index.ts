// What the composition may use of the alerts resource.
export { watchRoutes } from "./watch-routes";
export { unsubscribeRoutes } from "./unsubscribe-routes";
export { repriceWatches, type RepriceOptions } from "./reprice-watches";
export { startWatchRepricing } from "./watch-repricing-job";
