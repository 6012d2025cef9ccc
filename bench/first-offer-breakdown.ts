// Part of `npm run bench -- first-offer`: one visit's steps toward the first
// offer on screen, read from the page's own timings (navigation, resource and
// Element Timing entries, all in ms from the document's time origin).

/** The fields of a resource timing entry the breakdown reads. */
export interface ResourceEntry {
  name: string;
  initiatorType: string;
  startTime: number;
  requestStart: number;
  responseStart: number;
  responseEnd: number;
}

/** What the page recorded by the time its first offer painted. */
export interface PageSnapshot {
  /** The first offer's Element Timing entry (early or the app's): renderTime, else loadTime. */
  painted: number;
  /** The app's list's first offer, the same way. */
  appPainted: number;
  /** Navigation timing's domContentLoadedEventStart. */
  domContentLoaded: number;
  resources: ResourceEntry[];
}

/** One visit, each step in ms from its start (navigation start or the press). */
export interface OfferRun {
  /** NaN when the document loaded before the start (a press). */
  domContentLoaded: number;
  firstScript: number;
  postSent: number;
  /** The last search-session answer before the paint: the one with the offers. */
  offersAnswered: number;
  painted: number;
  /** The app's list: after `painted` when /search's script drew the offers first. */
  appPainted: number;
  /** responseStart − requestStart: the API's own time, as the browser saw it. */
  postServerWait: number;
  answerServerWait: number;
}

const SESSION_PATH = "/api/search-session";
const pathOf = (entry: ResourceEntry) => new URL(entry.name).pathname;
const isScript = (entry: ResourceEntry) =>
  entry.initiatorType === "script" || /\.js$/.test(pathOf(entry));
const serverWait = (entry: ResourceEntry | undefined) =>
  entry ? entry.responseStart - entry.requestStart : Number.NaN;

/**
 * The steps after `since` (0 for a navigation, the press's time for a
 * press). Resource timing has no method: the POST is the one to exactly
 * /api/search-session; the GETs that follow it have /api/search-session/<id>.
 */
export function breakdownOf(snapshot: PageSnapshot, since = 0): OfferRun {
  const after = snapshot.resources.filter((entry) => entry.startTime >= since);
  const scripts = after.filter(isScript).map((entry) => entry.startTime);
  const post = after.find((entry) => pathOf(entry) === SESSION_PATH);
  const answers = after
    .filter(
      (entry) =>
        pathOf(entry).startsWith(SESSION_PATH) &&
        entry.responseEnd <= snapshot.painted,
    )
    .sort((a, b) => a.responseEnd - b.responseEnd);
  const answer = answers.at(-1);
  const from = (time: number | undefined) =>
    time === undefined ? Number.NaN : time - since;
  return {
    domContentLoaded:
      snapshot.domContentLoaded >= since
        ? snapshot.domContentLoaded - since
        : Number.NaN,
    firstScript: scripts.length ? from(Math.min(...scripts)) : Number.NaN,
    postSent: from(post?.startTime),
    offersAnswered: from(answer?.responseEnd),
    painted: from(snapshot.painted),
    appPainted: from(snapshot.appPainted),
    postServerWait: serverWait(post),
    answerServerWait: serverWait(answer),
  };
}
