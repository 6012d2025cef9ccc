import { searchPageView } from "./search-page-name";

describe("searchPageView", () => {
  it("names steps 0, 1 and an unknown step search_departure", () => {
    expect(searchPageView(undefined)).toEqual({
      page_name: "search_departure",
    });
    expect(searchPageView(0)).toEqual({
      page_name: "search_departure",
      step: 0,
    });
    expect(searchPageView(1)).toEqual({
      page_name: "search_departure",
      step: 1,
    });
  });

  it("names step 2 search_arrival", () => {
    expect(searchPageView(2)).toEqual({ page_name: "search_arrival", step: 2 });
  });

  it("records later steps under search_departure", () => {
    expect(searchPageView(3)).toEqual({
      page_name: "search_departure",
      step: 3,
    });
    expect(searchPageView(7)).toEqual({
      page_name: "search_departure",
      step: 7,
    });
  });
});
