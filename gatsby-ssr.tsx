export { wrapRootElement } from "./src/root-element";
