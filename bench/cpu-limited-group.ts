// A process held to a share of one core, as on a slower host: a Linux CPU
// cgroup (v1's cpu controller, or v2's cpu.max) with a quota per period.
// The period is as short as the kernel allows for the quota (1 ms at
// least), so the process runs in slices of 1 ms and waits between them,
// which is coarser than a slower CPU: tail latencies read high, not low.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmdirSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

const V1_ROOT = "/sys/fs/cgroup/cpu";
const V2_ROOTS = ["/sys/fs/cgroup", "/sys/fs/cgroup/unified"];
const MIN_QUOTA_US = 1_000;

export interface CpuLimitedGroup {
  /** The share of one core (0–1) its processes get. */
  share: number;
  add(pid: number): void;
  /** Moves its processes back to the groups they came from, and removes it. */
  remove(): void;
}

/** The period, µs, for a share with the shortest quota allowed. */
export function periodForShare(share: number): number {
  if (!(share > 0 && share <= 1)) {
    throw new Error(`A CPU share is above 0 and at most 1, not ${share}`);
  }
  return Math.round(MIN_QUOTA_US / share);
}

function v2Root(): string | undefined {
  return V2_ROOTS.find((root) => {
    try {
      return readFileSync(path.join(root, "cgroup.subtree_control"), "utf8")
        .split(/\s+/)
        .includes("cpu");
    } catch {
      return false;
    }
  });
}

/**
 * A new group limited to `share` of a core, or why there can be none here
 * (no cpu controller, or no right to write to it).
 */
export function cpuLimitedGroup(share: number): CpuLimitedGroup | string {
  const period = periodForShare(share);
  const name = `northfare-bench-${process.pid}`;
  const root = existsSync(path.join(V1_ROOT, "cpu.cfs_quota_us"))
    ? V1_ROOT
    : v2Root();
  if (!root) return "this host has no cgroup cpu controller";
  const folder = path.join(root, name);
  try {
    mkdirSync(folder);
    if (root === V1_ROOT) {
      writeFileSync(path.join(folder, "cpu.cfs_period_us"), String(period));
      writeFileSync(
        path.join(folder, "cpu.cfs_quota_us"),
        String(MIN_QUOTA_US),
      );
    } else {
      writeFileSync(path.join(folder, "cpu.max"), `${MIN_QUOTA_US} ${period}`);
    }
  } catch (error) {
    if (existsSync(folder)) rmdirSync(folder);
    return `a CPU cgroup could not be made in ${root} (${(error as Error).message})`;
  }
  const procs = (dir: string) => path.join(dir, "cgroup.procs");
  // Each process goes back to the group it came from.
  const origins = new Map<number, string>();
  return {
    share: MIN_QUOTA_US / period,
    add(pid) {
      const own = readFileSync(`/proc/${pid}/cgroup`, "utf8");
      origins.set(pid, path.join(root, cpuGroupOf(own, root === V1_ROOT)));
      writeFileSync(procs(folder), String(pid));
    },
    remove() {
      for (const [pid, origin] of origins) {
        try {
          writeFileSync(procs(origin), String(pid));
        } catch {
          // It ended meanwhile.
        }
      }
      rmdirSync(folder);
    },
  };
}

/**
 * A process's group in the cpu hierarchy, from the text of its
 * /proc/PID/cgroup: v1's line whose controllers include cpu
 * ("4:cpu,cpuacct:/a"), or v2's ("0::/a"); "/" when neither is there.
 */
export function cpuGroupOf(procCgroup: string, v1: boolean): string {
  for (const line of procCgroup.split("\n")) {
    const [, controllers, group] = /^\d+:([^:]*):(.+)$/.exec(line) ?? [];
    if (group === undefined) continue;
    if (v1 ? controllers!.split(",").includes("cpu") : controllers === "") {
      return group;
    }
  }
  return "/";
}
