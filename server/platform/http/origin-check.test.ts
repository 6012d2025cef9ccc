import { serveTestApp } from "../../testing/fake-app";
import { createSignedInUser } from "../../testing/signed-in-user";
import { TEST_SITE_ORIGIN } from "../../testing/test-api";

const OTHER_SITE_ORIGIN = "https://www.northfare.test";
const served = serveTestApp({
  siteOrigins: [TEST_SITE_ORIGIN, OTHER_SITE_ORIGIN],
});
const app = served.app;

const rename = (authorization: string, origin?: string) =>
  app().inject({
    method: "PATCH",
    url: "/api/user",
    headers: { authorization, ...(origin !== undefined && { origin }) },
    payload: { first_name: "Changed", last_name: "Name" },
  });

describe("a state-changing call with an Origin header", () => {
  it.each(["https://evil.example", "null", "http://localhost:8001"])(
    "from %s is refused with 403 and changes nothing",
    async (origin) => {
      const { user, authorization } = await createSignedInUser(
        served.database(),
      );
      const response = await rename(authorization, origin);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: "This request came from another site, so it was refused.",
      });
      const [row] = await served
        .database()
        .query("select first_name from users where id = $1", [user.id]);
      expect(row).toEqual({ first_name: "Ada" });
    },
  );

  it("is refused on every write method, before authentication", async () => {
    for (const method of ["POST", "PUT", "DELETE"] as const) {
      const response = await app().inject({
        method,
        url: "/api/user/logout",
        headers: { origin: "https://evil.example" },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("from one of the site's origins, or with none (curl), goes through", async () => {
    const { authorization } = await createSignedInUser(served.database());
    for (const origin of [TEST_SITE_ORIGIN, OTHER_SITE_ORIGIN, undefined]) {
      expect((await rename(authorization, origin)).statusCode).toBe(200);
    }
  });

  it("leaves reads alone: GET never changes state", async () => {
    const { authorization } = await createSignedInUser(served.database());
    const read = await app().inject({
      method: "GET",
      url: "/api/user",
      headers: { authorization, origin: "https://evil.example" },
    });
    expect(read.statusCode).toBe(200);
    // And CORS gives the foreign page nothing to read.
    expect(read.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
