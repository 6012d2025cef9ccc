import { cpuGroupOf, periodForShare } from "./cpu-limited-group";

describe("the CPU cgroup's period for a share of a core", () => {
  it("gives the shortest quota (1 ms) that share of the period", () => {
    expect(periodForShare(1)).toBe(1_000);
    expect(periodForShare(0.38)).toBe(2_632);
    expect(periodForShare(0.25)).toBe(4_000);
  });

  it("refuses a share that is no part of a core", () => {
    for (const share of [0, -0.5, 1.5, Number.NaN]) {
      expect(() => periodForShare(share)).toThrow("A CPU share");
    }
  });
});

describe("a process's group in the cpu hierarchy", () => {
  const text =
    "5:memory:/m\n4:cpu,cpuacct:/bench/a\n1:name=systemd:/s\n0::/unified/b\n";

  it("reads v1's line with the cpu controller, or v2's", () => {
    expect(cpuGroupOf(text, true)).toBe("/bench/a");
    expect(cpuGroupOf(text, false)).toBe("/unified/b");
  });

  it("is the root when the file names none", () => {
    expect(cpuGroupOf("5:memory:/m\n", true)).toBe("/");
    expect(cpuGroupOf("", false)).toBe("/");
  });
});
