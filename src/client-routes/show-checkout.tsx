import { lazy, Suspense } from "react";
import { graphql } from "gatsby";
import { ClientScreen } from "../components/shell/client-screen";

// The screen loads after the page is interactive (ClientScreen renders it
// once mounted), so the page's first load stays within its budget.
const CheckoutScreen = lazy(() =>
  import("../components/checkout/checkout-screen").then(
    ({ CheckoutScreen }) => ({ default: CheckoutScreen }),
  ),
);

function ShowCheckout() {
  return (
    <ClientScreen ns="checkout">
      <Suspense fallback={null}>
        <CheckoutScreen />
      </Suspense>
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
