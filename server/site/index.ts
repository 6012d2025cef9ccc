// What the composition may use of the site resource (the built site's files).
export { cspReportRoutes } from "./csp-report-routes";
export { i18nRoutes } from "./i18n-routes";
export { staticSite } from "./static-site";
