import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { SearchSessionAnswer } from "../../../domain/offers/search-session-contract";
import { choicesFor } from "../../lib/offers/choices";
import type { ResultsStep } from "../../lib/offers/results-step";
import { ChoiceBrowser } from "./choice-browser";
import type { ChoiceMode } from "./choice-card";
import { DateStripNav } from "./date-strip-nav";
import { DemoBanner } from "./demo-banner";
import { LiveStatus } from "../ui/live-status";
import { SliceSummary } from "./slice-summary";
import { useResultsSignedIn } from "./results-app-state";
import * as styles from "./results.module.css";

// Only a signed-in traveller can watch a trip: its code (with the watch
// contract's schemas) stays out of a first visit's scripts.
const WatchTripButton = lazy(() =>
  import("./watch-trip-button").then((module) => ({
    default: module.WatchTripButton,
  })),
);

interface ResultsViewProps {
  answer: SearchSessionAnswer;
  step: ResultsStep;
  search: string;
  onNavigate: (
    change: (params: URLSearchParams) => void,
    replace?: boolean,
  ) => void;
}

/**
 * A session's offers: the demo label, while a supplier is still answering
 * how far it is, the date strip, then this step's flights.
 */
export function ResultsView({ answer, step, onNavigate }: ResultsViewProps) {
  const { t } = useTranslation("search");
  const signedIn = useResultsSignedIn();
  const roundTrip = Boolean(answer.trip.arrivalDate);
  const outbound =
    step.step === 2
      ? answer.offers.find((o) => o.slices[0]?.id === step.outbound)?.slices[0]
      : undefined;
  const mode: ChoiceMode = !roundTrip
    ? "oneway"
    : outbound
      ? "return"
      : "outbound";
  const choices = useMemo(
    () => choicesFor(answer.offers, mode === "return" ? 2 : 1, outbound?.id),
    [answer.offers, mode, outbound?.id],
  );
  const backToStepOne = () =>
    onNavigate((params) => {
      params.set("step", "1");
      params.delete("outbound");
    });

  return (
    <section aria-label={t("results.label")} className={styles.results}>
      {answer.source.demo && <DemoBanner />}
      {answer.progress && (
        // The first airlines' offers are shown while the others answer.
        <LiveStatus className={styles.progressLine}>
          <span className={styles.spinner} aria-hidden="true" />
          {t("results.progress", answer.progress)}
        </LiveStatus>
      )}
      <Suspense fallback={null}>
        {signedIn && <WatchTripButton trip={answer.trip} />}
      </Suspense>
      <DateStripNav
        key={answer.sessionId}
        sessionId={answer.sessionId}
        calendar={answer.calendar}
        trip={answer.trip}
        onPick={(day) =>
          onNavigate((params) => {
            params.set("departureDate", day.departureDate);
            if (day.arrivalDate) params.set("arrivalDate", day.arrivalDate);
            params.delete("sessionId");
            params.delete("outbound");
            params.set("step", "1");
          })
        }
      />
      {step.step === 2 && !outbound && (
        <p role="alert" className={styles.notice}>
          {t("results.outboundGone")}
        </p>
      )}
      {outbound && (
        <div className={styles.chosen}>
          <h2 className={styles.chosenTitle}>{t("results.chosenOutbound")}</h2>
          <SliceSummary slice={outbound} />
          <button
            type="button"
            className={styles.secondary}
            onClick={backToStepOne}
          >
            {t("results.changeOutbound")}
          </button>
        </div>
      )}
      {answer.offers.length === 0 ? (
        <div className={styles.status} role="status">
          <p className={styles.statusTitle}>{t("results.empty")}</p>
          <p>{t("results.emptyHint")}</p>
        </div>
      ) : (
        <ChoiceBrowser
          key={`${mode}-${outbound?.id ?? ""}`}
          choices={choices}
          mode={mode}
          sessionId={answer.sessionId}
          travellers={answer.trip.adults + answer.trip.children}
          onChooseOutbound={(id) =>
            onNavigate((params) => {
              params.set("step", "2");
              params.set("outbound", id);
            })
          }
        />
      )}
    </section>
  );
}
