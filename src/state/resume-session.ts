import { ApiRequestError } from "../services/api-client";
import { fetchPoints } from "../services/points/fetch-points";
import { fetchUser } from "../services/user/fetch-user";
import type { User } from "../services/user/user";
import type { PointsAnswer } from "../../domain/points/points-contract";

export interface SessionOutcome {
  signedIn: (user: User) => void;
  points: (answer: PointsAnswer) => void;
  /** GET /point failed: the header stays quiet (SPEC §8), the balance says so. */
  pointsFailed: () => void;
  /** The server refused the token. */
  refused: () => void;
  /** The API could not be reached or answered in error. */
  unreachable: () => void;
}

/**
 * Asks the server about a stored token (SPEC §4): GET /user decides, then a
 * signed-in traveller's points are fetched. Loaded only when there is a
 * token to ask about, so a visitor's first load does not carry it.
 */
export async function resumeSession(outcome: SessionOutcome): Promise<void> {
  let user: User;
  try {
    user = await fetchUser();
    if (!user.id) throw new ApiRequestError("Failed to fetch user", 401);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      outcome.refused();
    } else {
      outcome.unreachable();
    }
    return;
  }
  outcome.signedIn(user);
  // 'Failed to fetch points' raises no error (SPEC §8).
  await fetchPoints().then(outcome.points, outcome.pointsFailed);
}
