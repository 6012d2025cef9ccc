// Runs inline in /search's head, after the early search's script
// (gatsby/early-search-script.ts), bundled at build by
// gatsby/early-offers-script.ts: the first offers are written into the page
// as soon as they are priced, before the app's scripts have arrived and run.
// The app's results screen replaces them (decision 0046).
import { showEarlyOffers } from "./show-early-offers";

showEarlyOffers();
