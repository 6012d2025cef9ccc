import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the vendors' hosts (the machine has no internet):
 * each script it serves records that it ran, and the events it finds in its
 * vendor's queue (names in `events`, with their parameters in `calls`), in
 * window.__standIn, as the real script would send them.
 */
const SCRIPTS: [RegExp, string][] = [
  [/^\/gtag\/js/, "ga"],
  [/^\/cs\/.+\/beacon\.js/, "comscore"],
  [/^\/c\/hotjar-/, "hotjar"],
  [/^\/en_US\/fbevents\.js/, "meta"],
  [/^\/i18n\/pixel\/events\.js/, "tiktok"],
];

const body = (name: string) => `(function () {
  var w = window;
  var log = (w.__standIn = w.__standIn || { loaded: [], events: [], calls: [] });
  log.loaded.push(${JSON.stringify(name)});
  var name = ${JSON.stringify(name)};
  var seen = function (vendor, args) {
    if (args[0] !== "event" && args[0] !== "track") return;
    log.events.push([vendor, args[1]]);
    log.calls.push({ vendor: vendor, name: args[1], params: args[2] });
  };
  if (name === "ga") {
    var dl = w.dataLayer;
    for (var i = 0; i < dl.length; i++) seen("ga", dl[i]);
    var push = dl.push.bind(dl);
    dl.push = function (a) { seen("ga", a); return push(a); };
  }
  if (name === "meta") {
    w.fbq.queue.forEach(function (a) { seen("meta", a); });
    w.fbq.callMethod = function () { seen("meta", arguments); };
  }
})();`;

export interface StandIn {
  origin: string;
  close: () => Promise<void>;
}

/** Listens on loopback, on a free port the system picks. */
export async function startStandIn(): Promise<StandIn> {
  const server = http.createServer((request, response) => {
    const url = request.url ?? "/";
    const match = SCRIPTS.find(([pattern]) => pattern.test(url));
    response.writeHead(match ? 200 : 404, {
      "content-type": "text/javascript",
      "access-control-allow-origin": "*",
    });
    response.end(match ? body(match[1]) : "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
