/**
 * Resolves in a new task of the event loop, so the work awaiting it does not
 * lengthen the caller's task (a phone counts each task as one block of the
 * main thread). A message channel, unlike a timer, is neither clamped nor
 * slowed in a hidden tab; a browser without one gets the timer.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === "undefined") {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
