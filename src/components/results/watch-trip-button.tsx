import { useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { watchedTripOf } from "../../../domain/alerts/watched-trip";
import { isLanguage } from "../../../domain/languages";
import type { TripRequest } from "../../../domain/offers/search-session-contract";
import { watchTrip } from "../../services/alerts/watch-trip";
import { Link } from "../ui/localized-link";
import { useResultsSignedIn } from "./results-app-state";

type WatchState = "idle" | "saving" | "watching" | "failed";

/**
 * For a signed-in traveller: watch this trip and hear by e-mail when it gets
 * cheaper (the watches are listed on /points).
 */
export function WatchTripButton({ trip }: { trip: TripRequest }) {
  const { t, i18n } = useTranslation("search");
  const signedIn = useResultsSignedIn();
  const [state, setState] = useState<WatchState>("idle");
  const [message, setMessage] = useState("");
  if (!signedIn) return null;

  const watch = async () => {
    setState("saving");
    try {
      await watchTrip(
        watchedTripOf(trip),
        isLanguage(i18n.language) ? i18n.language : "en",
      );
      setState("watching");
    } catch (error) {
      setMessage(error instanceof Error ? error.message : "");
      setState("failed");
    }
  };

  return (
    <div className="watch-trip">
      {state === "watching" ? (
        <p role="status">
          {t("watch.watching")} <Link to="/points">{t("watch.list")}</Link>
        </p>
      ) : (
        <button
          type="button"
          className="watch-trip-button"
          disabled={state === "saving"}
          onClick={() => void watch()}
        >
          {t("watch.button")}
        </button>
      )}
      {state === "failed" && <p role="alert">{message || t("watch.failed")}</p>}
    </div>
  );
}
