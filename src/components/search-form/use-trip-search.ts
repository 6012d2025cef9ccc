import { navigate } from "gatsby";
import { useContext, useEffect, useState } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { trackEvent } from "../../lib/analytics/track-event";
import { localizedPath } from "../../lib/preferred-language";
import { searchUrl, type TripSearch } from "../../../domain/trips/search-url";
import {
  hasTripError,
  tripErrors,
  tripSearchOf,
  type TripErrors,
  type TripForm,
} from "../../lib/trip-form";
import { useSearchHistory, useTripErrors } from "../../state/use-trip-form";

type Carried = Pick<TripSearch, "campaign" | "searchType">;

/**
 * The code that starts a search on the press. The form loads it on first
 * use (as it does the date picker), so that at the press the session's
 * request leaves in the press's own task, not after a download and a
 * script's evaluation: the supplier's wait, the longest, starts that much
 * sooner.
 */
export const loadEarlySearch = () =>
  import("../../services/search/early-search");

/**
 * The search button (SPEC §2, §5): with an error, nothing proceeds and the
 * flags show (and follow every later change); otherwise both codes go to the
 * history lists and the browser goes to /search, whose search session starts
 * on the press.
 */
export function useTripSearch(
  form: TripForm,
  carried: Carried,
  onInvalid: (errors: TripErrors) => void,
) {
  const { language, defaultLanguage } = useContext(I18nextContext);
  const [errors, setErrors] = useTripErrors();
  const [attempted, setAttempted] = useState(false);
  const departures = useSearchHistory("departureHistory");
  const arrivals = useSearchHistory("arrivalHistory");

  useEffect(() => {
    if (attempted) setErrors(tripErrors(form, new Date()));
  }, [attempted, setErrors, form]);

  const search = () => {
    const today = new Date();
    const found = tripErrors(form, today);
    setAttempted(true);
    setErrors(found);
    if (hasTripError(found)) {
      onInvalid(found);
      return;
    }
    // No session id: /search asks the server for one (and replaces the address).
    const trip = tripSearchOf(form, today, carried)!;
    departures.add(trip.departure);
    arrivals.add(trip.arrival);
    trackEvent("search", {
      tripType: form.tripType,
      travellers: trip.adults + trip.children,
    });
    const address = localizedPath(searchUrl(trip), language, defaultLanguage);
    // The offers are priced while /search's code loads.
    void loadEarlySearch().then(({ startEarlySearchAt }) =>
      startEarlySearchAt(address),
    );
    void navigate(address);
  };

  return { errors, search };
}
