/** @jest-environment node */
import { createSchemaCustomization } from "./create-schema-customization";

type Args = Parameters<NonNullable<typeof createSchemaCustomization>>[0];

describe("createSchemaCustomization", () => {
  it("declares every content node type, none inferred", () => {
    const createTypes = jest.fn();
    const panic = jest.fn();
    createSchemaCustomization!(
      { actions: { createTypes }, reporter: { panic } } as unknown as Args,
      { plugins: [] },
      () => undefined,
    );
    expect(panic).not.toHaveBeenCalled();
    const sdl: string = createTypes.mock.calls[0]?.[0];
    const nodeTypes = [
      ...sdl.matchAll(/type (\w+) implements Node @dontInfer/g),
    ];
    expect(nodeTypes.map(([, name]) => name)).toEqual([
      "SiteContent",
      "FaqSection",
      "LegalDocument",
      "FeaturedTripMarket",
      "RouteMeta",
    ]);
  });
});
