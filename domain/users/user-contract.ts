import { z } from "zod";
import { personName } from "./person-name";

/** The signed-in user as GET /user and PATCH /user answer it (SPEC §3, §7). */
export const apiUserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type ApiUser = z.infer<typeof apiUserSchema>;

/** PATCH /user: the new first and last name. */
export const nameChangeSchema = z.strictObject({
  first_name: personName,
  last_name: personName,
});
export type NameChangeRequest = z.infer<typeof nameChangeSchema>;

/** POST /user/logout. */
export const logoutAnswerSchema = z.object({
  logged_out: z.literal(true),
  /**
   * With an external provider that offers RP-initiated logout: where the
   * browser goes next to end the provider's session too.
   */
  end_session_url: z.url().optional(),
});
export type LogoutAnswer = z.infer<typeof logoutAnswerSchema>;
