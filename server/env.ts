import { z } from "zod";

const flag = z
  .enum(["", "0", "1", "false", "true"])
  .default("")
  .transform((value) => value === "1" || value === "true");

const serverEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Set to 1 behind a reverse proxy so X-Forwarded-Proto (https) is believed. */
  TRUST_PROXY: flag,
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info"),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** The server's settings from the environment; throws naming each bad variable. */
export function readServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const result = serverEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join(".")}: ${issue.message}`,
  );
  throw new Error(`Invalid environment: ${problems.join("; ")}`);
}
