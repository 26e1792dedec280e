-- The administrators' user list stays fast with 100 000 users (bench/admin-users.bench.ts): the search is a trigram
-- index over what they type (e-mail, name, company, document; case and accents folded), each sortable column has an
-- index that pages it both ways, and the totals and the cards come from counters kept per role and status.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- Lower case without accents ('Gómez' is found by 'gomez'); only built-ins, so it is immutable whatever the search_path.
CREATE FUNCTION user_search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate(lower($1), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc');

-- Stored, so the index's recheck reads it instead of folding four columns again for every candidate row.
ALTER TABLE users ADD COLUMN search_text text GENERATED ALWAYS AS (
  user_search_fold(email || ' ' || full_name || ' ' || coalesce(company_name, '') || ' ' || coalesce(legal_id, ''))
) STORED;
CREATE INDEX users_search ON users USING gin (search_text public.gin_trgm_ops);

-- Ascending puts "never" first and descending last, so one index per column pages both ways.
DROP INDEX users_listed;
CREATE INDEX users_by_created ON users (created_at NULLS FIRST, id) WHERE deleted_at IS NULL;
CREATE INDEX users_by_last_login ON users (last_login NULLS FIRST, id) WHERE deleted_at IS NULL;
CREATE INDEX users_by_email ON users (email NULLS FIRST, id) WHERE deleted_at IS NULL;
CREATE INDEX users_by_name ON users (lower(full_name) NULLS FIRST, id) WHERE deleted_at IS NULL;

-- How many users per role, status and state, kept by the statements that change them: a total or a card is a sum over
-- a few rows instead of counting up to 100 000 index entries on every page.
CREATE FUNCTION user_state(deleted_at timestamptz, erased_at timestamptz) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN erased_at IS NOT NULL THEN 'erased' WHEN deleted_at IS NOT NULL THEN 'deleted' ELSE 'listed' END;
CREATE TABLE user_counts (
  role   text NOT NULL,
  status text NOT NULL,
  state  text NOT NULL,
  n      bigint NOT NULL,
  PRIMARY KEY (role, status, state)
);
INSERT INTO user_counts SELECT role, status, user_state(deleted_at, erased_at), count(*) FROM users GROUP BY 1, 2, 3;

-- One statement-level trigger per event (transition tables): a bulk insert is one upsert per key, an update that moves
-- no user between keys (a sign-in's last_login) writes nothing, and keys are taken in order so two changes never deadlock.
CREATE FUNCTION user_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_counts AS c
    SELECT role, status, user_state(deleted_at, erased_at), count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (role, status, state) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE user_counts AS c SET n = c.n - gone.n
    FROM (SELECT role, status, user_state(deleted_at, erased_at) AS state, count(*) AS n FROM old_rows GROUP BY 1, 2, 3) AS gone
    WHERE (c.role, c.status, c.state) = (gone.role, gone.status, gone.state);
  ELSE
    INSERT INTO user_counts AS c
    SELECT role, status, state, sum(delta) FROM (
      SELECT role, status, user_state(deleted_at, erased_at) AS state, 1 AS delta FROM new_rows
      UNION ALL
      SELECT role, status, user_state(deleted_at, erased_at), -1 FROM old_rows
    ) AS moves GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (role, status, state) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER users_counted_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply();
CREATE TRIGGER users_counted_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply();
CREATE TRIGGER users_counted_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply();
