-- Issue 34 item 8: warnings before a numbering range or a certificate runs out.

-- What a resolution allows, as APIDIAN saved it (reference §3.4): the range and its last valid day. Rows saved before
-- this migration have none and are only warned about once saved again.
ALTER TABLE issuer_resolutions
  ADD COLUMN range_from bigint,
  ADD COLUMN range_to   bigint,
  ADD COLUMN valid_to   date;

-- A threshold an issuer crossed, once per subject: a resolution (type, resolution, prefix) or a certificate (its expiry
-- date, so a new certificate warns again). The key makes a check that finds it again change nothing but `seen_at`,
-- so the administrators are mailed once. `cleared_at` is set while it no longer applies (a renewed range, a new
-- certificate); the lists show only the uncleared ones. The platform's own numbering has no issuer row: issuer_id 0.
CREATE TABLE expiry_warnings (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  issuer_id   integer NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('resolution_ending', 'resolution_numbers_low', 'certificate_expiring')),
  subject     text NOT NULL,
  issuer_name text NOT NULL,
  -- The last valid day, and for a range the numbers left and how many it had.
  ends_on     date,
  numbers_left bigint,
  range_size   bigint,
  raised_at   timestamptz NOT NULL DEFAULT now(),
  seen_at     timestamptz NOT NULL DEFAULT now(),
  cleared_at  timestamptz,
  -- Set once its mail is queued (under the warning's id, so queueing it again after a crash is still one mail).
  mailed_at   timestamptz,
  UNIQUE (issuer_id, kind, subject)
);
