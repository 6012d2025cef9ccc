import { lazy, Suspense } from "react";

// The build renders the cards into the page's HTML; their code loads after
// the first load and React adopts that HTML when it has arrived, so a
// phone's first load and hydration carry none of it. The chunk's name keeps
// its stylesheet in the page (gatsby/lazy-css.ts).
const FeaturedTrips = lazy(() =>
  import(
    /* webpackChunkName: "deferred-featured-trips" */ "./featured-trips"
  ).then((chunk) => ({ default: chunk.FeaturedTrips })),
);

/** The featured trips block, hydrated once its code has loaded. */
export function DeferredFeaturedTrips(props: { searchType?: "verto" }) {
  return (
    <Suspense fallback={null}>
      <FeaturedTrips {...props} />
    </Suspense>
  );
}
