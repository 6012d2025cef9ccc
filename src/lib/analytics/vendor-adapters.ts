import type { VendorKey } from "../../../domain/third-party";
import { SITE_VERSION } from "../site-version";
import { hotjarSessionId } from "./hotjar-session";
import type { AnalyticsListener } from "./track-event";

/** The globals the vendors' scripts read; ours to set up before they load. */
export type VendorWindow = Window & Record<string, unknown>;

type Call = (...args: unknown[]) => void;

interface Adapter {
  /** The vendor's own queue, set up before its script runs (their snippet). */
  install: (id: string, w: VendorWindow) => void;
  /** Turns one of our events into the vendor's call; absent: page views only. */
  listener?: (id: string, w: VendorWindow) => AnalyticsListener;
}

const call = (w: VendorWindow, name: string): Call => w[name] as Call;

// SPEC §7: purchase attempt and purchase complete go to the social pixels.
const SOCIAL_EVENTS: Record<string, { meta: string; tiktok: string }> = {
  purchase_attempt: { meta: "InitiateCheckout", tiktok: "InitiateCheckout" },
  purchase_complete: { meta: "Purchase", tiktok: "CompletePayment" },
};

export const ADAPTERS: Record<VendorKey, Adapter> = {
  ga: {
    install: (id, w) => {
      const dataLayer = (w.dataLayer ??= []) as unknown[];
      w.gtag ??= function gtag() {
        // gtag.js reads the arguments object itself, as Google's snippet does.
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments);
      };
      call(w, "gtag")("js", new Date());
      // Our page_view events count every page, client navigations included.
      call(w, "gtag")("config", id, { send_page_view: false });
    },
    // SPEC §7: every event carries the heat-map's session, the page, the
    // version and the app's measurement id.
    listener: (id, w) => (name, params, context) =>
      call(w, "gtag")("event", name, {
        ...params,
        ...context,
        version: SITE_VERSION,
        hotjar_session_id: hotjarSessionId(w.document.cookie),
        app_measurement_id: id,
        send_to: id,
      }),
  },
  comscore: {
    install: (id, w) => {
      const queue = (w._comscore ??= []) as unknown[];
      queue.push({ c1: "2", c2: id });
    },
  },
  hotjar: {
    install: (id, w) => {
      w.hj ??= function hj(...args: unknown[]) {
        const self = w.hj as { q?: unknown[][] };
        (self.q ??= []).push(args);
      };
      w._hjSettings = { hjid: Number(id) || id, hjsv: 6 };
    },
    listener: (_id, w) => (name) => call(w, "hj")("event", name),
  },
  meta: {
    install: (id, w) => {
      if (!w.fbq) {
        const fbq = function (...args: unknown[]) {
          if (fbq.callMethod) fbq.callMethod(...args);
          else fbq.queue.push(args);
        } as Call & { callMethod?: Call; queue: unknown[]; push: Call };
        fbq.queue = [];
        fbq.push = fbq;
        Object.assign(fbq, { loaded: true, version: "2.0" });
        w.fbq = fbq;
        w._fbq ??= fbq;
      }
      call(w, "fbq")("init", id);
      call(w, "fbq")("track", "PageView");
    },
    listener: (_id, w) => (name, params) => {
      const event = SOCIAL_EVENTS[name];
      if (event) call(w, "fbq")("track", event.meta, params);
    },
  },
  tiktok: {
    install: (id, w) => {
      w.TiktokAnalyticsObject = "ttq";
      const ttq = (w.ttq ??= []) as unknown[] & Record<string, unknown>;
      // What the vendor's snippet's load(id) records for events.js.
      ttq._i = { ...(ttq._i as object), [id]: [] };
      ttq._t = { ...(ttq._t as object), [id]: Date.now() };
      ttq._o = { ...(ttq._o as object), [id]: {} };
      for (const method of ["page", "track"]) {
        ttq[method] ??= (...args: unknown[]) => ttq.push([method, ...args]);
      }
      (ttq.page as Call)();
    },
    listener: (_id, w) => (name, params) => {
      const event = SOCIAL_EVENTS[name];
      const ttq = w.ttq as { track: Call };
      if (event) ttq.track(event.tiktok, params);
    },
  },
};
