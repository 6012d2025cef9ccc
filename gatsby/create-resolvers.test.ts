import { createResolvers } from "./create-resolvers";

type PriceResolve = (
  card: { priceCents: number },
  args: { language: string },
) => string;
type Resolvers = {
  FeaturedCard: {
    priceLabel: {
      args: { language: { defaultValue: string } };
      resolve: PriceResolve;
    };
  };
};

function priceLabel(): Resolvers["FeaturedCard"]["priceLabel"] {
  let resolvers: Resolvers | undefined;
  const hook = createResolvers as unknown as (args: {
    createResolvers: (value: Resolvers) => void;
  }) => void;
  hook({ createResolvers: (value) => (resolvers = value) });
  if (!resolvers) throw new Error("no resolvers");
  return resolvers.FeaturedCard.priceLabel;
}

it("writes a featured card's price as an English page shows it by default", () => {
  const { args, resolve } = priceLabel();
  expect(args.language.defaultValue).toBe("en");
  expect(resolve({ priceCents: 104600 }, { language: "en" })).toBe("$1,046.00");
});

it("writes it the Quebec way for a French page", () => {
  const { resolve } = priceLabel();
  // fr-CA separates thousands and the sign with non-breaking spaces.
  expect(resolve({ priceCents: 104600 }, { language: "fr" })).toBe(
    "1\u00a0046,00\u00a0$",
  );
});
