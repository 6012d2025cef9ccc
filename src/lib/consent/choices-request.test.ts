import { onChoicesRequested, requestChoices } from "./choices-request";

it("opens the banner at once when it is listening", () => {
  const open = jest.fn();
  const stop = onChoicesRequested(open);
  requestChoices();
  expect(open).toHaveBeenCalledTimes(1);
  stop();
});

it("keeps a request made before the banner loaded, once", () => {
  requestChoices();
  const open = jest.fn();
  const stop = onChoicesRequested(open);
  expect(open).toHaveBeenCalledTimes(1);
  stop();
  const again = jest.fn();
  onChoicesRequested(again)();
  expect(again).not.toHaveBeenCalled();
});
