import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  apiUserSchema,
  logoutAnswerSchema,
  nameChangeSchema,
} from "../../domain/users/user-contract";
import { ApiError } from "../platform/http/api-errors";
import { perMinute } from "../api-settings";
import { currentUser, requireUser, sessionToken } from "./authenticate";
import { SECURED } from "./openapi-security";
import { clearSessionCookie } from "./session-cookie";
import { revokeSession } from "./sessions";
import { deleteUser, updateUserNames } from "./users";
import { dataAnswer, messageAnswer } from "../platform/http/message";

/** The signed-in user's account: read, rename, delete, log out. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const accountChangeLimit = perMinute(app.settings.rateLimits.accountChanges);

  routes.get(
    "/user",
    {
      preHandler: requireUser,
      schema: {
        tags: ["user"],
        summary: "The signed-in user",
        ...SECURED,
        response: { 200: dataAnswer(apiUserSchema) },
      },
    },
    async (request) => ({ data: currentUser(request) }),
  );

  routes.patch(
    "/user",
    {
      preHandler: requireUser,
      config: accountChangeLimit,
      schema: {
        tags: ["user"],
        summary: "Change first and last name",
        ...SECURED,
        body: nameChangeSchema,
        response: { 200: dataAnswer(apiUserSchema) },
      },
    },
    async (request) => {
      const user = await updateUserNames(
        app.database,
        currentUser(request).id,
        request.body,
      );
      if (!user) throw new ApiError(401, "Sign in to continue.");
      return { data: user };
    },
  );

  routes.delete(
    "/user",
    {
      preHandler: requireUser,
      config: accountChangeLimit,
      schema: {
        tags: ["user"],
        summary: "Delete the account",
        ...SECURED,
        response: { 200: messageAnswer.describe("The account is deleted") },
      },
    },
    async (request, reply) => {
      await deleteUser(app.database, currentUser(request).id);
      clearSessionCookie(reply, app.settings);
      return { message: "User deleted successfully" };
    },
  );

  routes.post(
    "/user/logout",
    {
      config: accountChangeLimit,
      schema: {
        tags: ["user"],
        summary: "Log out: revoke this session",
        description:
          "With an external provider that offers RP-initiated logout, " +
          "`end_session_url` is where the browser goes next to end the " +
          "provider's session too, so the next person is asked to sign in.",
        response: {
          200: dataAnswer(logoutAnswerSchema),
        },
      },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      const ended = token
        ? await revokeSession(app.database, token)
        : undefined;
      clearSessionCookie(reply, app.settings);
      const endSessionUrl = ended
        ? await app.signIn.endSessionUrl(ended.idToken)
        : undefined;
      return {
        data: {
          logged_out: true as const,
          ...(endSessionUrl && { end_session_url: endSessionUrl }),
        },
      };
    },
  );
}
