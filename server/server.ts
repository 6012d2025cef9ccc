import { buildApp } from "./app";
import { readServerEnv } from "./env";

function browsableHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}

async function main(): Promise<void> {
  const env = readServerEnv(process.env);
  const app = buildApp({
    trustProxy: env.TRUST_PROXY,
    logger: { level: env.LOG_LEVEL },
  });

  // Ctrl-C reaches us both from the terminal and from scripts/start.mjs.
  let closing = false;
  const shutDown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", shutDown);
  process.on("SIGTERM", shutDown);

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  app.log.info(
    `Northfare is running on http://${browsableHost(env.HOST)}:${port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
