// One file per content type; this index keeps the imports short.
export * from "./faq";
export * from "./faq-sections";
export * from "./featured-trips";
export * from "./markets";
export * from "./legal";
export * from "./route-meta";
export * from "./site";
