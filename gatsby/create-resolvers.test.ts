import { createResolvers } from "./create-resolvers";

type Resolvers = {
  FeaturedCard: {
    priceLabels: {
      resolve: (card: { priceCents: number }) => Record<string, string>;
    };
  };
};

it("writes a featured card's price as each language's pages show it", () => {
  let resolvers: Resolvers | undefined;
  const hook = createResolvers as unknown as (args: {
    createResolvers: (value: Resolvers) => void;
  }) => void;
  hook({ createResolvers: (value) => (resolvers = value) });
  expect(
    resolvers?.FeaturedCard.priceLabels.resolve({ priceCents: 104600 }),
  ).toEqual({
    en: "$1,046.00",
    // fr-CA separates thousands and the sign with non-breaking spaces.
    fr: "1\u00a0046,00\u00a0$",
  });
});
