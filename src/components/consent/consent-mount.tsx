import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { onChoicesRequested } from "../../lib/consent/choices-request";
import { readConsent, subscribeConsent } from "../../lib/consent/consent";
import { needsReload } from "../../lib/analytics/third-party-loader";
import { trackPageView } from "../../lib/analytics/page-view";
import { ThirdPartyScripts } from "./third-party-scripts";

export { requestChoices } from "../../lib/consent/choices-request";

// Only a visitor who has not chosen yet, or who asks, downloads the banner.
const ConsentBanner = lazy(() => import("./consent-banner"));

/**
 * Loaded after the page has hydrated: the banner on a first visit (or a new
 * policy version) and whenever the footer's "Privacy choices" asks for it,
 * and the third-party scripts the current choice allows.
 */
export function ConsentMount() {
  const { t } = useTranslation("common");
  const [record, setRecord] = useState(readConsent);
  const [open, setOpen] = useState(record === null);
  const [takeFocus, setTakeFocus] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  // Every page renders its own layout, so this mounts once per page view,
  // client navigations included; kept out of the first load, the event waits
  // in the history for a script that consent allows (track-event.ts).
  useEffect(() => trackPageView(window.location.pathname), []);

  const current = useRef(record);
  useEffect(
    () =>
      subscribeConsent((next) => {
        const before = current.current?.choices ?? null;
        current.current = next;
        if (next && needsReload(before, next.choices)) window.location.reload();
        else setRecord(next);
      }),
    [],
  );
  useEffect(
    () =>
      onChoicesRequested(() => {
        setTakeFocus(true);
        setOpen(true);
      }),
    [],
  );
  const onShown = useCallback(() => setAnnouncement(t("consent.title")), [t]);
  const onClose = useCallback(() => {
    setOpen(false);
    if (readConsent()) setAnnouncement(t("consent.saved"));
  }, [t]);

  return (
    <>
      <ThirdPartyScripts choices={record?.choices ?? null} />
      {/* Present before the banner, so screen readers announce it when it shows. */}
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      {open && (
        <Suspense fallback={null}>
          <ConsentBanner
            current={record?.choices ?? null}
            takeFocus={takeFocus}
            onShown={onShown}
            onClose={onClose}
          />
        </Suspense>
      )}
    </>
  );
}
