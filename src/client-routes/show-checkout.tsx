import { graphql } from "gatsby";
import { ClientScreen } from "../components/shell/client-screen";
import { CheckoutScreen } from "../components/checkout/checkout-screen";

function ShowCheckout() {
  return (
    <ClientScreen ns="checkout">
      <CheckoutScreen />
    </ClientScreen>
  );
}

export default ShowCheckout;

export const query = graphql`
  query ShowCheckout($language: String!) {
    locales: allLocale(
      filter: {
        ns: { in: ["common", "checkout"] }
        language: { eq: $language }
      }
    ) {
      ...LocaleEdges
    }
  }
`;
