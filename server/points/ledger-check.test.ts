import { asOwner } from "../testing/as-owner";
import { serveTestApp } from "../testing/fake-app";
import { createFakeFareSource } from "../testing/fake-fare-source";
import {
  cardToken,
  insertSearchSession,
  postOrder,
  TEST_PASSENGERS,
  testOffer,
  testOrderRequest,
} from "../testing/order-fixtures";
import { createSignedInUser } from "../testing/signed-in-user";
import { ledgerProblems } from "./ledger-check";

// The server runs this check before serving an embedded database: an order
// that failed, or that a crash left processing, must not stop it.
const served = serveTestApp({}, { fareSource: createFakeFareSource() });
const db = () => served.database();

async function signedInOrder(surname: string) {
  const { authorization } = await createSignedInUser(db());
  const offer = testOffer();
  const sessionId = await insertSearchSession(db(), { offers: [offer] });
  const token = await cardToken(served.app());
  const passengers = [
    { ...TEST_PASSENGERS[0]!, surname },
    ...TEST_PASSENGERS.slice(1),
  ];
  const body = testOrderRequest(sessionId, offer, token, { passengers });
  const response = await postOrder(served.app(), body, surname, {
    authorization,
  });
  return response.json().data as { session_id: string; status: string };
}

/** Past the append-only triggers, which only the tables' owner may lift. */
const deleteLedgerRowsOf = (orderId: string) =>
  asOwner(db(), async (owner) => {
    await owner.query("alter table points_ledger disable trigger user");
    await owner.query("delete from points_ledger where reference = $1", [
      orderId,
    ]);
    await owner.query("alter table points_ledger enable trigger user");
  });

it("expects earned points of confirmed orders only", async () => {
  const confirmed = await signedInOrder("Tremblay");
  const failed = await signedInOrder("Bookfail");
  expect([confirmed.status, failed.status]).toEqual(["confirmed", "failed"]);
  const processing = await signedInOrder("Lavoie");
  expect(await ledgerProblems(db())).toEqual([]);
  // As a crash leaves it: written, not yet booked, nothing earned.
  await deleteLedgerRowsOf(processing.session_id);
  await db().query(
    "update orders set status = 'processing', step = 'book' where id = $1",
    [processing.session_id],
  );
  expect(await ledgerProblems(db())).toEqual([]);

  await deleteLedgerRowsOf(confirmed.session_id);
  expect(await ledgerProblems(db())).toEqual([
    expect.stringMatching(
      new RegExp(
        `^Order ${confirmed.session_id} earned \\d+ points but the ledger holds 0 for it$`,
      ),
    ),
  ]);
});
