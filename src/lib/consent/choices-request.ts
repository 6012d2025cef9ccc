// The footer's "Privacy choices" link asks for the banner through this tiny
// module; the banner, loaded later, answers. A request made before the banner
// has loaded is kept until it subscribes.

type Opener = () => void;

let opener: Opener | null = null;
let pending = false;

/** Asks for the consent banner to open (again). */
export function requestChoices(): void {
  if (opener) opener();
  else pending = true;
}

/** The banner's side: opens now if a request is waiting; returns the unsubscribe. */
export function onChoicesRequested(open: Opener): () => void {
  opener = open;
  if (pending) {
    pending = false;
    open();
  }
  return () => {
    if (opener === open) opener = null;
  };
}
