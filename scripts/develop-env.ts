import type { DevelopPorts } from "../gatsby/develop-ports";

/** Where the browser reaches `npm run develop`: Gatsby's dev server. */
export const siteAddress = (ports: DevelopPorts) =>
  `http://localhost:${ports.site}`;

/**
 * The API's environment: loopback on its own port, yet believing it lives at
 * the dev server's address, since every browser request comes through its
 * /api proxy (sign-in callback, development provider). The operator's
 * PUBLIC_URL, SITE_ORIGINS and DATA_DIR stand.
 */
export function apiEnv(
  env: NodeJS.ProcessEnv,
  ports: DevelopPorts,
): NodeJS.ProcessEnv {
  return {
    ...env,
    PORT: String(ports.api),
    HOST: "127.0.0.1",
    PUBLIC_URL: env.PUBLIC_URL || siteAddress(ports),
  };
}

/** Gatsby's environment: its port, and the API's for its /api proxy. */
export function gatsbyEnv(
  env: NodeJS.ProcessEnv,
  ports: DevelopPorts,
): NodeJS.ProcessEnv {
  return {
    ...env,
    PORT: String(ports.site),
    API_PORT: String(ports.api),
    GATSBY_TELEMETRY_DISABLED: "1",
  };
}
