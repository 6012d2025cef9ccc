import { createResolvers } from "./create-resolvers";

type Resolvers = {
  FeaturedCard: {
    priceLabel: { resolve: (card: { priceCents: number }) => string };
  };
};

it("writes a featured card's price as the page shows it", () => {
  let resolvers: Resolvers | undefined;
  const hook = createResolvers as unknown as (args: {
    createResolvers: (value: Resolvers) => void;
  }) => void;
  hook({ createResolvers: (value) => (resolvers = value) });
  expect(
    resolvers?.FeaturedCard.priceLabel.resolve({ priceCents: 104600 }),
  ).toBe("$1,046.00");
});
