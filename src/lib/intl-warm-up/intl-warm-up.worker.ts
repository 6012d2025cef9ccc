/// <reference lib="webworker" />
import { warmIntl } from "./warm-intl";

// Runs once, then ends; see start-intl-warm-up.ts.
self.onmessage = (event: MessageEvent<string>) => {
  warmIntl(event.data);
  self.close();
};
