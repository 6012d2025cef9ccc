/**
 * The schema, one step per migration, applied in order and never edited once
 * released: add a new step instead.
 */
export const MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: "001-users-and-sessions",
    sql: `
      create table users (
        id uuid primary key default gen_random_uuid(),
        issuer text not null,
        subject text not null,
        email text not null,
        first_name text not null,
        last_name text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (issuer, subject)
      );

      create table sessions (
        token_hash text primary key,
        user_id uuid not null references users (id) on delete cascade,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        revoked_at timestamptz
      );
      create index sessions_user_id on sessions (user_id);

      -- Sign-ins under way: the PKCE verifier, state and nonce wait here
      -- between the redirect to the provider and its callback.
      create table login_attempts (
        state text primary key,
        nonce text not null,
        code_verifier text not null,
        redirect_url text not null,
        expires_at timestamptz not null
      );
    `,
  },
  {
    id: "002-points-ledger",
    sql: `
      -- Append-only: a balance is the sum of points; corrections are new rows.
      -- Deleting an account anonymises its rows (user_id becomes null).
      create table points_ledger (
        id bigint generated always as identity primary key,
        user_id uuid references users (id) on delete set null,
        kind text not null check (kind in ('earn', 'redeem', 'adjust', 'reversal')),
        points integer not null check (points <> 0),
        method text check (method in ('cash-back', 'travel-credit')),
        reference text,
        created_at timestamptz not null default now()
      );
      create index points_ledger_user_id on points_ledger (user_id);

      -- The first answer to each Idempotency-Key, replayed on a retry.
      create table idempotent_requests (
        user_id uuid not null references users (id) on delete cascade,
        key text not null,
        request_hash text not null,
        status integer not null,
        body jsonb not null,
        created_at timestamptz not null default now(),
        primary key (user_id, key)
      );
    `,
  },
  {
    id: "003-search-sessions",
    sql: `
      -- A search's trip and, once the fare source answers, its offers and the
      -- flexible-dates prices. Expired rows answer 410 until cleaned away.
      create table search_sessions (
        id uuid primary key,
        trip jsonb not null,
        status text not null check (status in ('pending', 'complete')),
        offers jsonb,
        calendar jsonb,
        source text not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      );
      create index search_sessions_expires_at on search_sessions (expires_at);
    `,
  },
  {
    id: "004-orders-and-payments",
    sql: `
      -- Points a booking earns wait until the trip is over: null is available now.
      alter table points_ledger add column available_at timestamptz;
      create index points_ledger_available_at on points_ledger (user_id, available_at);

      -- The built-in test payment provider's own records. Only the brand, the
      -- last four and the test outcome are kept: never the number or the CVC.
      create table test_payment_methods (
        id text primary key,
        brand text not null,
        last4 text not null,
        outcome text not null check (outcome in ('succeed', 'decline')),
        created_at timestamptz not null default now()
      );
      -- One row a charge attempt; the unique key is what makes a retry answer
      -- the first result instead of charging again.
      create table test_payments (
        id text primary key,
        idempotency_key text not null unique,
        payment_method text not null,
        amount_cents integer not null,
        currency text not null,
        status text not null check (status in ('succeeded', 'declined')),
        brand text not null,
        last4 text not null,
        message text,
        created_at timestamptz not null default now()
      );

      -- An Idempotency-Key of POST /order, claimed before anything is charged:
      -- order_id stays null while the first request is under way.
      create table order_requests (
        scope text not null,
        key text not null,
        request_hash text not null,
        order_id uuid,
        claimed_at timestamptz not null default now(),
        primary key (scope, key)
      );

      -- id is the public {session_id} of /order/{session_id}.
      create table orders (
        id uuid primary key,
        user_id uuid references users (id) on delete set null,
        browser_token_hash text not null,
        booking_reference text not null,
        source text not null,
        demo boolean not null,
        trip jsonb not null,
        offer jsonb not null,
        fare_option jsonb not null,
        passengers jsonb not null,
        contact jsonb not null,
        price jsonb not null,
        card_brand text not null,
        card_last4 text not null,
        payment_id text not null unique,
        payment_test boolean not null,
        points integer not null default 0,
        points_available_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index orders_user_id on orders (user_id);
    `,
  },
  {
    id: "005-session-idle-and-sign-in-binding",
    sql: `
      -- A session also ends when unused this long; each use moves it on.
      alter table sessions add column idle_expires_at timestamptz;
      update sessions set idle_expires_at = expires_at;
      alter table sessions alter column idle_expires_at set not null;
      -- The provider's ID token, the hint its end-session endpoint asks for.
      alter table sessions add column id_token text;
      -- The one-time value the tab that started sign-in keeps: the callback
      -- hands it back beside the token, and the site takes no token without it.
      alter table login_attempts add column tab_nonce text;
    `,
  },
  {
    id: "006-search-session-owner",
    sql: `
      -- The sha256 of the order_access token of the browser that searched:
      -- only that browser reads the session. Older sessions (30 minutes at
      -- most) have none and read as unknown, so the site searches again.
      alter table search_sessions add column browser_token_hash text;
    `,
  },
  {
    id: "007-ledger-append-only",
    sql: `
      -- The ledger is history: entries are added, never changed or removed.
      -- The one change allowed is the anonymising of a deleted account's
      -- entries (user_id set null by its foreign key), nothing else with it.
      create function points_ledger_append_only() returns trigger
        language plpgsql as $$
        begin
          if tg_op = 'UPDATE' and old.user_id is not null and new.user_id is null
            and (new.id, new.kind, new.points, new.method, new.reference,
                 new.created_at, new.available_at)
              is not distinct from
                (old.id, old.kind, old.points, old.method, old.reference,
                 old.created_at, old.available_at) then
            return new;
          end if;
          raise exception 'points_ledger is append-only: % refused', tg_op
            using errcode = 'restrict_violation';
        end
      $$;
      create trigger points_ledger_no_change before update or delete
        on points_ledger for each row
        execute function points_ledger_append_only();
      create trigger points_ledger_no_truncate before truncate
        on points_ledger for each statement
        execute function points_ledger_append_only();
    `,
  },
  {
    id: "008-redeem-key-claims",
    sql: `
      -- A redemption's Idempotency-Key is claimed before it runs: status and
      -- body stay null while the first request is under way, and a claim
      -- left that way long after claimed_at (a crash) may be taken over.
      alter table idempotent_requests
        alter column status drop not null,
        alter column body drop not null,
        add column claimed_at timestamptz not null default now();
    `,
  },
  {
    id: "009-orders-authorize-book-capture",
    sql: `
      -- An order is written before each step of its money and booking is
      -- taken: step is the next one to take (authorize, book, capture, or
      -- back: cancel, void), and the recovery worker takes any order whose
      -- lease has run out to its end. Orders from before are confirmed.
      alter table orders alter column booking_reference drop not null;
      alter table orders alter column card_brand drop not null;
      alter table orders alter column card_last4 drop not null;
      alter table orders alter column payment_id drop not null;
      alter table orders
        add column status text not null default 'confirmed'
          check (status in ('processing', 'confirmed', 'failed')),
        add column step text not null default 'done'
          check (step in ('authorize', 'book', 'capture', 'cancel', 'void', 'done')),
        add column payment_status text not null default 'captured'
          check (payment_status in ('pending', 'authorized', 'captured', 'voided', 'refunded', 'declined')),
        add column failure text
          check (failure in ('declined', 'booking_refused', 'capture_failed', 'gave_up')),
        add column failure_message text,
        add column payment_method text,
        add column payment_key text,
        add column card_cents integer,
        add column points_spent integer not null default 0,
        add column points_value_cents integer not null default 0,
        add column lease_until timestamptz,
        add column attempts integer not null default 0,
        add column updated_at timestamptz not null default now();
      update orders set payment_key = payment_id, card_cents = (price->>'total_cents')::integer;
      alter table orders alter column payment_key set not null;
      alter table orders alter column card_cents set not null;
      create unique index orders_payment_key on orders (payment_key);
      create index orders_unfinished on orders (lease_until) where status = 'processing';

      -- What an operator must look at: a capture that failed after a booking,
      -- a booking that could not be cancelled, a step given up on.
      create table order_incidents (
        id bigserial primary key,
        order_id uuid not null references orders (id),
        kind text not null,
        detail text not null,
        created_at timestamptz not null default now()
      );
      create index order_incidents_order_id on order_incidents (order_id);

      -- The test provider authorizes first, then captures, voids or refunds,
      -- each once per idempotency key, as real providers do.
      alter table test_payment_methods drop constraint test_payment_methods_outcome_check;
      alter table test_payment_methods add constraint test_payment_methods_outcome_check
        check (outcome in ('succeed', 'decline', 'capture_fail'));
      alter table test_payments drop constraint test_payments_status_check;
      update test_payments set status = 'captured' where status = 'succeeded';
      alter table test_payments add constraint test_payments_status_check
        check (status in ('authorized', 'captured', 'voided', 'refunded', 'declined'));
      create table test_payment_settlements (
        idempotency_key text primary key,
        payment_id text not null references test_payments (id),
        kind text not null check (kind in ('capture', 'void', 'refund')),
        ok boolean not null,
        message text,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    id: "010-points-toward-bookings",
    sql: `
      -- Points spent on an order are held as a redemption by the booking
      -- method, referencing the order (a failed order's reversal gives them
      -- back under the same reference).
      alter table points_ledger drop constraint points_ledger_method_check;
      alter table points_ledger add constraint points_ledger_method_check
        check (method in ('cash-back', 'travel-credit', 'booking'));
      alter table points_ledger add constraint points_ledger_booking_has_order
        check (method <> 'booking' or (kind = 'redeem' and reference is not null));
    `,
  },
  {
    id: "011-mail-outbox",
    sql: `
      -- The page language of the request that placed an order: its mail is
      -- written in it (null before this step: English).
      alter table orders add column language text
        check (language in ('en', 'fr'));

      -- A transactional outbox: a message is written in the transaction of
      -- the change it reports, and sent later by server/mail/mail-sender.ts.
      -- A claim (claimed_until) is taken and the attempt counted before each
      -- try, so two processes never send one message at once and a crash
      -- mid-send is retried once the claim runs out.
      create table mail_outbox (
        id uuid primary key,
        message_id text not null unique,
        kind text not null,
        order_id uuid references orders (id) on delete set null,
        language text not null check (language in ('en', 'fr')),
        to_address text not null,
        subject text not null,
        text_body text not null,
        html_body text not null,
        attachments jsonb not null default '[]',
        created_at timestamptz not null default now(),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        claimed_until timestamptz,
        sent_at timestamptz,
        gave_up_at timestamptz,
        last_error text
      );
      -- One message of a kind per order, however often its step is written.
      create unique index mail_outbox_kind_order on mail_outbox (kind, order_id)
        where order_id is not null;
      create index mail_outbox_due on mail_outbox (next_attempt_at)
        where sent_at is null and gave_up_at is null;
    `,
  },
  {
    id: "012-payment-events",
    sql: `
      -- Each payment provider event (a Stripe webhook, or the test
      -- provider's own) is applied once, by its id: a replay finds it here.
      create table payment_events (
        id text primary key,
        type text not null,
        received_at timestamptz not null default now()
      );

      -- A Stripe intent pays one order: another order naming it is refused
      -- while the first stands (a declined attempt leaves it free).
      create unique index orders_one_per_payment_intent on orders (payment_method)
        where payment_method like 'pi\\_%' and failure is distinct from 'declined';

      -- Intents that came to hold money with no order naming them (the
      -- browser went away before ordering): released after a while.
      create table unclaimed_intents (
        intent_id text primary key,
        seen_at timestamptz not null default now()
      );
    `,
  },
  {
    id: "013-price-watches-and-scheduled-jobs",
    sql: `
      -- Jobs that run every so often, once across every API process
      -- (decision 0041): a run is claimed by a conditional update of its row,
      -- its next time and retries with backoff are kept here, not in memory.
      create table scheduled_jobs (
        name text primary key,
        next_run_at timestamptz not null default now(),
        claimed_until timestamptz,
        attempts integer not null default 0,
        last_finished_at timestamptz,
        last_error text
      );

      -- A trip a signed-in traveller watches for a lower price (server/alerts).
      -- Its alerts' one-click unsubscribe links are signed with its own random
      -- key (server/alerts/unsubscribe-link.ts): no secret to share or rotate.
      create table price_watches (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        departure text not null,
        arrival text not null,
        departure_date date not null,
        arrival_date date,
        adults integer not null check (adults between 1 and 9),
        children integer not null check (children between 0 and 8),
        language text not null check (language in ('en', 'fr')),
        unsubscribe_key text not null,
        last_announced_cents integer,
        last_priced_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index price_watches_user_id on price_watches (user_id);

      -- The lowest all-in price each watched trip had on each day it was priced.
      create table price_watch_days (
        watch_id uuid not null references price_watches (id) on delete cascade,
        day date not null,
        lowest_total_cents integer not null,
        primary key (watch_id, day)
      );

      -- Alerts carry their unsubscribe headers, and go with their account.
      alter table mail_outbox add column headers jsonb not null default '{}';
      alter table mail_outbox add column user_id uuid
        references users (id) on delete cascade;
      create index mail_outbox_user_id on mail_outbox (user_id)
        where user_id is not null;
    `,
  },
  {
    id: "015-payment-intent-browsers",
    sql: `
      -- Which browser started each Stripe intent (POST /payment/intent):
      -- only that browser may order with it, as only it may open its orders.
      create table payment_intent_browsers (
        intent_id text primary key,
        browser_token_hash text not null,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    id: "016-mail-outbox-queue-order",
    sql: `
      -- The order messages were queued in: the embedded database's clock
      -- ticks in milliseconds, so two messages can share a created_at.
      alter table mail_outbox
        add column queued_order bigint generated always as identity;
    `,
  },
  {
    id: "017-search-session-progress",
    sql: `
      -- A supplier answering in batches: how many have answered while the
      -- session is pending (its offers so far are in offers).
      alter table search_sessions add column progress jsonb;
    `,
  },
  {
    id: "018-order-failure-field",
    sql: `
      -- The checkout field a supplier refused an order's booking over
      -- (e.g. passengers.0.date_of_birth), in the checkout's own names.
      alter table orders add column failure_field text;
    `,
  },
  {
    id: "019-points-change-notices",
    sql: `
      -- A notice on channel points_change, at commit, naming the user whose
      -- points answer (GET /point) a write may change: their ledger, their
      -- orders (points held or spent) or their sessions. Empty after a
      -- truncate: every user's. The embedded database keeps answers in
      -- memory until then (server/points/points-answer-cache.ts).
      create function notify_points_change() returns trigger
        language plpgsql as $$
        begin
          if tg_op = 'TRUNCATE' then
            perform pg_notify('points_change', '');
            return null;
          end if;
          if tg_op <> 'INSERT' then
            if old.user_id is not null then
              perform pg_notify('points_change', old.user_id::text);
            end if;
          end if;
          if tg_op <> 'DELETE' then
            if new.user_id is not null then
              perform pg_notify('points_change', new.user_id::text);
            end if;
          end if;
          return null;
        end
      $$;
      create trigger points_ledger_change_notice after insert or update
        on points_ledger for each row
        execute function notify_points_change();
      create trigger orders_change_notice after insert or update or delete
        on orders for each row
        execute function notify_points_change();
      create trigger orders_truncate_notice after truncate
        on orders for each statement
        execute function notify_points_change();
      create trigger sessions_change_notice after update or delete
        on sessions for each row
        execute function notify_points_change();
      create trigger sessions_truncate_notice after truncate
        on sessions for each statement
        execute function notify_points_change();
    `,
  },
];
