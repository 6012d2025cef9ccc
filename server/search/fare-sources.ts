import type { FareSourceId, ServerEnv } from "../env";
import { createDemoFareSource } from "./demo/demo-fare-source";
import { createDuffelFareSource } from "./duffel/duffel-fare-source";
import type { FareSource } from "./fare-source";

export type FareSourceEnv = Pick<
  ServerEnv,
  "FARE_SOURCE" | "DUFFEL_ACCESS_TOKEN" | "DUFFEL_API_URL" | "DEMO_FARES_TODAY"
>;

export interface FareSourceTools {
  clock?: () => Date;
  /** One line for an operator (the app's log); never a secret in it. */
  warn?: (message: string) => void;
}

const FACTORIES: Readonly<
  Record<
    FareSourceId,
    (env: FareSourceEnv, tools: FareSourceTools) => FareSource
  >
> = {
  demo: (env, { clock }) => createDemoFareSource(clock, env.DEMO_FARES_TODAY),
  duffel: (env, { clock, warn }) =>
    createDuffelFareSource({
      // The environment refused FARE_SOURCE=duffel without a token.
      accessToken: env.DUFFEL_ACCESS_TOKEN ?? "",
      apiUrl: env.DUFFEL_API_URL,
      warn,
      now: clock && (() => clock().getTime()),
    }),
};

/** The fare source FARE_SOURCE names (the environment checked its settings). */
export function createFareSource(
  env: FareSourceEnv,
  tools: FareSourceTools = {},
): FareSource {
  return FACTORIES[env.FARE_SOURCE](env, tools);
}
