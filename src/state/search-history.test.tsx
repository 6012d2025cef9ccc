import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { RecoilRoot } from "recoil";
import { useSearchHistory } from "./use-trip-form";

const wrapper = ({ children }: { children: ReactNode }) => (
  <RecoilRoot>{children}</RecoilRoot>
);

describe("useSearchHistory (SPEC §3, §4)", () => {
  beforeEach(() => localStorage.clear());

  it("starts from localStorage, keeping only airport codes", () => {
    localStorage.setItem("departureHistory", '["YVR","nope","YYZ"]');
    const { result } = renderHook(() => useSearchHistory("departureHistory"), {
      wrapper,
    });
    expect(result.current.codes).toEqual(["YVR", "YYZ"]);
  });

  it("saves new codes first, without duplicates, at most 10", () => {
    const { result } = renderHook(() => useSearchHistory("arrivalHistory"), {
      wrapper,
    });
    const codes = ["AAA", "BBB", "CCC", "DDD", "EEE", "FFF", "GGG", "HHH"];
    for (const code of [...codes, "III", "JJJ", "AAA", "KKK"]) {
      act(() => result.current.add(code));
    }
    const expected = ["KKK", "JJJ", "III", ...[...codes].reverse()].slice(
      0,
      10,
    );
    expect(result.current.codes).toEqual(expected);
    expect(JSON.parse(localStorage.getItem("arrivalHistory")!)).toEqual(
      expected,
    );
  });

  it("clearing one list empties it and removes its key, leaving the other", () => {
    localStorage.setItem("departureHistory", '["YUL"]');
    localStorage.setItem("arrivalHistory", '["YVR"]');
    const { result } = renderHook(() => useSearchHistory("departureHistory"), {
      wrapper,
    });
    act(() => result.current.clear());
    expect(result.current.codes).toEqual([]);
    expect(localStorage.getItem("departureHistory")).toBeNull();
    expect(localStorage.getItem("arrivalHistory")).toBe('["YVR"]');
  });
});
