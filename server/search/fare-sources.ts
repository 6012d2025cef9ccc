import type { FareSourceId } from "../env";
import { createDemoFareSource } from "./demo/demo-fare-source";
import type { FareSource } from "./fare-source";

const FACTORIES: Readonly<
  Record<FareSourceId, (clock?: () => Date) => FareSource>
> = {
  demo: createDemoFareSource,
};

/** The fare source FARE_SOURCE names (the environment checked the name). */
export function createFareSource(
  id: FareSourceId,
  clock?: () => Date,
): FareSource {
  return FACTORIES[id](clock);
}
