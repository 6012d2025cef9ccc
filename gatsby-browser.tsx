import "./src/styles/global.css";

export { wrapRootElement } from "./src/root-element-loader";
export { shouldUpdateScroll } from "./gatsby/should-update-scroll";
export { onClientEntry } from "./src/client-entry";
export { replaceHydrateFunction } from "./gatsby/hydrate-in-transition";
