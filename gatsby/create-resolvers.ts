import type { GatsbyNode } from "gatsby";
import { formatPrice } from "../domain/money/format-price";

/**
 * A featured card's price as the page shows it, written at build: the first
 * currency formatter a page builds costs 25–40 ms on a phone's main thread,
 * and the cards would otherwise build one while the page hydrates.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({
  createResolvers,
}) => {
  createResolvers({
    FeaturedCard: {
      priceLabel: {
        type: "String!",
        resolve: (card: { priceCents: number }) => formatPrice(card.priceCents),
      },
    },
  });
};
