import type { BrowserContext } from "@playwright/test";

export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Every request the browser sends to `origin`: address, headers and body. */
export function recordRequestsTo(
  context: BrowserContext,
  origin: string,
): SeenRequest[] {
  const seen: SeenRequest[] = [];
  context.on("request", (request) => {
    if (new URL(request.url()).origin !== origin) return;
    seen.push({
      method: request.method(),
      url: request.url(),
      headers: request.headers(),
      body: request.postData() ?? "",
    });
  });
  return seen;
}

/**
 * What in a request would be card data: the test cards' digits (spaced or
 * not), the expiry and CVC typed in this file's tests, or a card field's name.
 */
export function cardDataIn(
  request: SeenRequest,
  cards: readonly string[],
  expiry: string,
  cvc: string,
): string[] {
  const text = [
    decodeURIComponent(request.url),
    JSON.stringify(request.headers),
    request.body,
  ].join("\n");
  const found: string[] = [];
  for (const card of cards) {
    if (text.includes(card.replace(/\s/g, ""))) found.push(card);
    if (text.includes(card)) found.push(card);
  }
  const [month, year] = expiry.split("/").map((part) => part.trim());
  if (new RegExp(`\\b${month}\\s*/\\s*${year}\\b`).test(text)) {
    found.push(expiry);
  }
  if (new RegExp(`\\b${cvc}\\b`).test(request.body)) found.push(cvc);
  found.push(
    ...(request.body.match(
      /"(number|cvc|cvv|exp_month|exp_year|expiry)"\s*:/g,
    ) ?? []),
  );
  return found;
}
