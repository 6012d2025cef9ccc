import type { ErrorEvent } from "@sentry/core";
import { FILTERED, scrubBreadcrumb, scrubEvent, scrubText } from "./scrub";

const PERSONAL = [
  "camille.tremblay@example.com",
  "4242 4242 4242 4242",
  "4242-4242-4242-4242",
  "4242424242424242",
  "tok_9f8e7d6c5b4a",
  "Camille",
  "Tremblay",
];

/** Fails with the personal datum a serialised report still holds. */
function expectNothingPersonal(value: unknown) {
  const text = JSON.stringify(value);
  expect(PERSONAL.filter((datum) => text.includes(datum))).toEqual([]);
}

describe("scrubText", () => {
  it("replaces e-mail addresses, card numbers and tokens", () => {
    expect(
      scrubText(
        "Boom for camille.tremblay@example.com paying 4242 4242 4242 4242 with Bearer tok_9f8e7d6c5b4a",
      ),
    ).toBe("Boom for [email] paying [card] with Bearer [token]");
    expect(scrubText('{"authToken":"tok_9f8e7d6c5b4a"}')).toBe(
      '{"authToken":"[token]"}',
    );
  });

  it("drops URLs' queries and fragments, where tokens and e-mails travel", () => {
    expect(
      scrubText(
        "GET https://northfare.ca/points#authToken=tok_9f8e7d6c5b4a failed, see https://northfare.ca/search?email=a%40b.ca&x=1 too",
      ),
    ).toBe(
      "GET https://northfare.ca/points failed, see https://northfare.ca/search too",
    );
  });

  it("keeps what finds a fault: the message's words, short numbers, paths", () => {
    expect(scrubText("Loading chunk 42 failed. (/app-0123abc.js) 500")).toBe(
      "Loading chunk 42 failed. (/app-0123abc.js) 500",
    );
  });
});

describe("scrubEvent", () => {
  const event: ErrorEvent = {
    type: undefined,
    message: "Failed for camille.tremblay@example.com",
    user: {
      id: "7",
      email: "camille.tremblay@example.com",
      username: "Camille",
    },
    exception: {
      values: [
        {
          type: "Error",
          value:
            "Card 4242-4242-4242-4242 declined for camille.tremblay@example.com",
          stacktrace: {
            frames: [
              {
                filename:
                  "https://northfare.ca/app-1.js?token=tok_9f8e7d6c5b4a",
                function: "pay",
              },
            ],
          },
        },
      ],
    },
    request: {
      url: "https://northfare.ca/points#authToken=tok_9f8e7d6c5b4a",
      headers: { Authorization: "Bearer tok_9f8e7d6c5b4a", Referer: "x" },
      cookies: { session: "tok_9f8e7d6c5b4a" },
      query_string: "email=camille.tremblay@example.com",
    },
    extra: {
      user: { first_name: "Camille", last_name: "Tremblay" },
      body: '{"email":"camille.tremblay@example.com","card":"4242424242424242"}',
    },
    contexts: { browser: { name: "Chrome", version: "131" } },
    breadcrumbs: [
      {
        category: "ui.click",
        message: 'button[aria-label="Account of Camille Tremblay"]',
      },
      {
        category: "fetch",
        data: { url: "/api/user?token=tok_9f8e7d6c5b4a", status_code: 500 },
      },
      {
        category: "console",
        message: "Signed in as camille.tremblay@example.com",
      },
    ],
  };

  it("leaves no e-mail, name, token or card digit anywhere in the report", () => {
    expectNothingPersonal(scrubEvent(event));
  });

  it("keeps the error's type, the stack's files, the page's path and the browser", () => {
    const scrubbed = scrubEvent(event);
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.exception?.values?.[0]).toMatchObject({
      type: "Error",
      value: "Card [card] declined for [email]",
    });
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames?.[0]).toEqual({
      filename: "https://northfare.ca/app-1.js",
      function: "pay",
    });
    expect(scrubbed.request).toEqual({ url: "https://northfare.ca/points" });
    expect(scrubbed.contexts).toEqual({
      browser: { name: "Chrome", version: "131" },
    });
    expect(scrubbed.extra?.user).toEqual({
      first_name: FILTERED,
      last_name: FILTERED,
    });
    expect(scrubbed.breadcrumbs?.[1]?.data).toEqual({
      url: "/api/user",
      status_code: 500,
    });
  });
});

describe("scrubBreadcrumb", () => {
  it("keeps a click's element but not its attribute values", () => {
    expect(
      scrubBreadcrumb({
        category: "ui.click",
        message: 'header > button.account[aria-label="Camille Tremblay"]',
      }).message,
    ).toBe("header > button.account[aria-label]");
  });
});
