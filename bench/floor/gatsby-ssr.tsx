export { wrapRootElement } from "./root-element";
