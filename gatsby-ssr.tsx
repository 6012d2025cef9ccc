export { wrapRootElement } from "./src/root-element";
export { onRenderBody } from "./gatsby/on-render-body";
