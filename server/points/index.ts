// What other resources and the composition may use of the points resource.
export { grantDevelopmentPoints } from "./development-points";
export { appendEntry, getBalance, lockUserPoints } from "./ledger";
export { ledgerProblems } from "./ledger-check";
export { pointRoutes } from "./point-routes";
