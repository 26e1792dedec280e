-- Each consent choice as it was made, kept as proof: when, which banner text, from which (truncated) address.
-- A changed choice is a new row; the latest per consent_id is the one in force.
CREATE TABLE consents (
  id             bigserial PRIMARY KEY,
  consent_id     text NOT NULL,
  status         text NOT NULL CHECK (status IN ('accepted', 'rejected')),
  analytics      boolean NOT NULL,
  banner_version text NOT NULL,
  ip             text,
  user_agent     text NOT NULL DEFAULT '',
  recorded_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consents_by_id ON consents (consent_id, recorded_at DESC);

-- Raw tracking events, kept 13 months. id is the tracking call's own: a redelivered message inserts nothing.
CREATE TABLE events (
  id           uuid PRIMARY KEY,
  received_at  timestamptz NOT NULL,
  event_type   text NOT NULL,
  path         text NOT NULL,
  url          text NOT NULL,
  referrer     text NOT NULL,
  utm_source   text,
  utm_medium   text,
  utm_campaign text,
  utm_term     text,
  utm_content  text,
  session_id   text NOT NULL,
  consent_id   text,
  name         text,
  extra        jsonb,
  ip           text,
  country      text
);
-- Recent events and the purge.
CREATE INDEX events_received ON events (received_at);

-- The ids of the calls that were dropped, so a redelivered batch does not count them twice; purged with the events.
CREATE TABLE dropped_events (
  id          uuid PRIMARY KEY,
  reason      text NOT NULL,
  dropped_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dropped_events_at ON dropped_events (dropped_at);

-- Counters of dropped calls per day and reason (invalid, nul, too_long, bot, unreadable).
CREATE TABLE drop_counts (
  day    date NOT NULL,
  reason text NOT NULL,
  count  bigint NOT NULL,
  PRIMARY KEY (day, reason)
);

-- Which sessions were seen on which day: the first event of a session on a day adds one to that day's sessions.
CREATE TABLE session_days (
  day        date NOT NULL,
  session_id text NOT NULL,
  PRIMARY KEY (day, session_id)
);

-- Daily rollups, updated in the consumer's transaction with the events they count: the summary reads a row per day
-- (and per path, referrer, campaign, country) instead of millions of events. Days are the platform's (Bogotá).
CREATE TABLE daily_totals (
  day       date PRIMARY KEY,
  pageviews bigint NOT NULL DEFAULT 0,
  clicks    bigint NOT NULL DEFAULT 0,
  sessions  bigint NOT NULL DEFAULT 0
);
CREATE TABLE daily_paths (
  day       date NOT NULL,
  path      text NOT NULL,
  pageviews bigint NOT NULL,
  PRIMARY KEY (day, path)
);
-- '' is no referrer ('(direct)' on screen).
CREATE TABLE daily_referrers (
  day       date NOT NULL,
  referrer  text NOT NULL,
  pageviews bigint NOT NULL,
  PRIMARY KEY (day, referrer)
);
-- '' in all three is no campaign ('(sin UTM)').
CREATE TABLE daily_utm (
  day       date NOT NULL,
  source    text NOT NULL,
  medium    text NOT NULL,
  campaign  text NOT NULL,
  pageviews bigint NOT NULL,
  PRIMARY KEY (day, source, medium, campaign)
);
-- '' is a country the database does not know ('(desconocido)').
CREATE TABLE daily_countries (
  day       date NOT NULL,
  country   text NOT NULL,
  pageviews bigint NOT NULL,
  PRIMARY KEY (day, country)
);
CREATE TABLE daily_consents (
  day    date NOT NULL,
  status text NOT NULL,
  count  bigint NOT NULL,
  PRIMARY KEY (day, status)
);
