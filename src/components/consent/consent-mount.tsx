import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { onChoicesRequested } from "../../lib/consent/choices-request";
import {
  readConsent,
  subscribeConsent,
  type ConsentRecord,
} from "../../lib/consent/consent";
import { needsReload } from "../../lib/analytics/third-party-loader";
import { trackPageView } from "../../lib/analytics/page-view";
import ConsentBanner from "./consent-banner";
import { ThirdPartyScripts } from "./third-party-scripts";

export { requestChoices } from "../../lib/consent/choices-request";

/**
 * What the build knows of a visitor's choice: nothing. React hydrates with
 * it, so the built banner is adopted as it is, then renders again with the
 * stored choice.
 */
const UNKNOWN = "unknown";
const unknownChoice = (): typeof UNKNOWN => UNKNOWN;

/**
 * The banner on a first visit (or a new policy version) and whenever the
 * footer's "Privacy choices" asks for it, and the third-party scripts the
 * current choice allows.
 */
export function ConsentMount() {
  const { t } = useTranslation("common");
  const stored = useSyncExternalStore<ConsentRecord | null | typeof UNKNOWN>(
    subscribeConsent,
    readConsent,
    unknownChoice,
  );
  const record = stored === UNKNOWN ? null : stored;
  const [requested, setRequested] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const open = requested || record === null;

  // Every page renders its own layout, so this mounts once per page view,
  // client navigations included; kept out of the first load, the event waits
  // in the history for a script that consent allows (track-event.ts).
  useEffect(() => trackPageView(window.location.pathname), []);

  // A choice that takes back a script already running needs a fresh page.
  const current = useRef(readConsent());
  useEffect(
    () =>
      subscribeConsent((next) => {
        const before = current.current?.choices ?? null;
        current.current = next;
        if (next && needsReload(before, next.choices)) window.location.reload();
      }),
    [],
  );
  useEffect(() => onChoicesRequested(() => setRequested(true)), []);
  const onShown = useCallback(() => setAnnouncement(t("consent.title")), [t]);
  const onClose = useCallback(() => {
    setRequested(false);
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
        <ConsentBanner
          current={record?.choices ?? null}
          unconfirmed={stored === UNKNOWN}
          takeFocus={requested}
          onShown={onShown}
          onClose={onClose}
        />
      )}
    </>
  );
}
