/** @jest-environment node */
import { nextTask } from "./next-task";

describe("nextTask", () => {
  it("resolves only after the current task's microtasks have all run", async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push("next task"));
    // A long chain of microtasks: all of them belong to the current task.
    let chain = Promise.resolve();
    for (let i = 0; i < 50; i++) chain = chain.then(() => undefined);
    await chain.then(() => order.push("microtasks"));
    await waited;
    expect(order).toEqual(["microtasks", "next task"]);
  });

  it("resolves after a task already queued before it", async () => {
    const order: string[] = [];
    const { port1, port2 } = new MessageChannel();
    const earlier = new Promise<void>((resolve) => {
      port1.onmessage = () => {
        order.push("earlier task");
        port1.close();
        resolve();
      };
    });
    port2.postMessage(undefined);
    await Promise.all([earlier, nextTask().then(() => order.push("next"))]);
    expect(order).toEqual(["earlier task", "next"]);
  });

  it("still ends the task in a browser without message channels", async () => {
    const channel = globalThis.MessageChannel;
    // @ts-expect-error: a browser that lacks it
    delete globalThis.MessageChannel;
    try {
      let done = false;
      const waited = nextTask().then(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      await waited;
      expect(done).toBe(true);
    } finally {
      globalThis.MessageChannel = channel;
    }
  });
});
