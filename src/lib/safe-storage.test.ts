import {
  readSessionStorage,
  readStorage,
  removeStorage,
  writeSessionStorage,
  writeStorage,
} from "./safe-storage";

describe("safe storage", () => {
  afterEach(() => jest.restoreAllMocks());

  it("reads, writes and removes", () => {
    writeStorage("language", "fr");
    expect(readStorage("language")).toBe("fr");
    removeStorage("language");
    expect(readStorage("language")).toBeNull();
    writeSessionStorage("market", "vancouver");
    expect(readSessionStorage("market")).toBe("vancouver");
  });

  it("never throws when storage is refused", () => {
    const refuse = () => {
      throw new DOMException("denied", "SecurityError");
    };
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(refuse);
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(refuse);
    jest.spyOn(Storage.prototype, "removeItem").mockImplementation(refuse);
    expect(readStorage("language")).toBeNull();
    expect(readSessionStorage("market")).toBeNull();
    expect(() => writeStorage("language", "fr")).not.toThrow();
    expect(() => writeSessionStorage("market", "toronto")).not.toThrow();
    expect(() => removeStorage("language")).not.toThrow();
  });
});
