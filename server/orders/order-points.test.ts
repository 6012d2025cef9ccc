import { TEST_TRIP, testOffer } from "../testing/order-fixtures";
import { pointsAvailableAt, pointsAvailableOn } from "./order-points";

describe("pointsAvailableOn", () => {
  it("is the day after the return", () => {
    expect(pointsAvailableOn(TEST_TRIP, testOffer())).toBe("2099-03-18");
  });

  it("is the day after the departure for a one-way trip", () => {
    const offer = testOffer();
    offer.slices = offer.slices.slice(0, 1);
    const oneWay = { ...TEST_TRIP, arrivalDate: undefined };
    expect(pointsAvailableOn(oneWay, offer)).toBe("2099-03-11");
  });

  it("is the day after landing when an overnight flight lands later", () => {
    const offer = testOffer();
    const last = offer.slices[1]?.segments[0];
    if (last) last.to.at = "2099-03-31T06:05";
    expect(pointsAvailableOn(TEST_TRIP, offer)).toBe("2099-04-01");
  });

  it("rolls over month and year ends", () => {
    const trip = {
      ...TEST_TRIP,
      departureDate: "2099-12-31",
      arrivalDate: undefined,
    };
    const offer = testOffer();
    offer.slices = [];
    expect(pointsAvailableOn(trip, offer)).toBe("2100-01-01");
  });
});

describe("pointsAvailableAt", () => {
  it("is noon UTC of that day", () => {
    expect(pointsAvailableAt("2099-03-18").toISOString()).toBe(
      "2099-03-18T12:00:00.000Z",
    );
  });
});
