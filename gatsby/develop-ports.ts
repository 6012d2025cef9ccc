/**
 * The ports of `npm run develop` (scripts/develop.ts), read the same way by
 * the script and by the dev server's /api proxy (gatsby-config.ts): Gatsby on
 * PORT (8000), the API on API_PORT, else the port after Gatsby's.
 */
export interface DevelopPorts {
  site: number;
  api: number;
}

export function developPorts(env: NodeJS.ProcessEnv): DevelopPorts {
  const site = portFrom(env, "PORT") ?? 8000;
  const api = portFrom(env, "API_PORT") ?? site + 1;
  if (api === site) {
    throw new Error(`API_PORT (${api}) must differ from PORT (${site})`);
  }
  return { site, api };
}

/** The API listens on loopback only: the dev server's proxy is its one client. */
export const developApiOrigin = (ports: DevelopPorts) =>
  `http://127.0.0.1:${ports.api}`;

function portFrom(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const port = Number(text);
  // 0 ("any port") would leave PUBLIC_URL and the proxy guessing.
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number (1-65535), not "${text}"`);
  }
  return port;
}
