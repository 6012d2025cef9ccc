import { onClientEntry } from "./client-entry";
import { loadConsent } from "./components/shell/consent-slot";
import { watchChunkErrors } from "./lib/analytics/chunk-errors";
import { startIntlWarmUp } from "./lib/intl-warm-up/start-intl-warm-up";
import { nextTask } from "./lib/next-task";
import { linkWebManifestAfterLoad } from "./lib/web-manifest-link";
import { loadRootElement } from "./root-element-loader";

jest.mock("./components/shell/consent-slot", () => ({
  loadConsent: jest.fn(() => Promise.resolve()),
}));
jest.mock("./lib/analytics/chunk-errors", () => ({
  watchChunkErrors: jest.fn(),
}));
jest.mock("./lib/intl-warm-up/start-intl-warm-up", () => ({
  startIntlWarmUp: jest.fn(),
}));
jest.mock("./lib/next-task", () => ({ nextTask: jest.fn() }));
jest.mock("./lib/web-manifest-link", () => ({
  linkWebManifestAfterLoad: jest.fn(),
}));
jest.mock("./root-element-loader", () => ({ loadRootElement: jest.fn() }));

/** Each call to nextTask returns a promise the test resolves by hand: one task boundary. */
function taskBoundaries() {
  const ends: (() => void)[] = [];
  const end = (index: number) => {
    const resolve = ends[index];
    if (!resolve) throw new Error(`no task boundary ${index} yet`);
    resolve();
  };
  jest
    .mocked(nextTask)
    .mockImplementation(
      () => new Promise<void>((resolve) => ends.push(resolve)),
    );
  return { ends, end };
}

const flushMicrotasks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("onClientEntry", () => {
  it("splits the boot into three tasks: evaluation, early requests with the root element, page set-up", async () => {
    const { ends, end } = taskBoundaries();
    let rootLoaded!: () => void;
    jest
      .mocked(loadRootElement)
      .mockImplementation(
        () => new Promise<void>((resolve) => (rootLoaded = resolve)),
      );
    let settled = false;
    const entry = Promise.resolve(
      onClientEntry!({} as never, {} as never),
    ).then(() => (settled = true));

    // In the app's evaluation task: only the listener.
    expect(watchChunkErrors).toHaveBeenCalledWith(window);
    expect(loadRootElement).not.toHaveBeenCalled();
    expect(startIntlWarmUp).not.toHaveBeenCalled();
    expect(loadConsent).not.toHaveBeenCalled();
    expect(linkWebManifestAfterLoad).not.toHaveBeenCalled();
    await flushMicrotasks();
    expect(ends).toHaveLength(1);
    expect(settled).toBe(false);

    // The second task starts the requests; Gatsby still waits.
    end(0);
    await flushMicrotasks();
    expect(loadRootElement).toHaveBeenCalledTimes(1);
    expect(startIntlWarmUp).toHaveBeenCalledWith("en");
    expect(loadConsent).toHaveBeenCalledTimes(1);
    expect(linkWebManifestAfterLoad).toHaveBeenCalledWith(document, window);
    expect(settled).toBe(false);

    // Gatsby renders nothing before the root element has loaded…
    expect(ends).toHaveLength(1);
    rootLoaded();
    await flushMicrotasks();
    expect(ends).toHaveLength(2);
    expect(settled).toBe(false);

    // …and only in a third task may it go on to load the page.
    end(1);
    await entry;
    expect(settled).toBe(true);
  });
});
