-- Every administrator's change on the platform, as the service that made it published it (`<service>.audit.recorded`).
-- The row's id is the event's id, so a redelivered event is not a second entry.
CREATE TABLE audit_log (
  id           uuid PRIMARY KEY,
  service      text NOT NULL,
  at           timestamptz NOT NULL,
  actor_id     text NOT NULL,
  actor_email  text NOT NULL,
  actor_role   text NOT NULL,
  actor_ip     text,
  action       text NOT NULL,
  entity_type  text NOT NULL,
  entity_id    text NOT NULL,
  before       jsonb,
  after        jsonb,
  recorded_at  timestamptz NOT NULL DEFAULT now()
);
-- The view pages newest first, optionally narrowed to an actor, an action or an entity.
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_email text_pattern_ops, at DESC);
CREATE INDEX audit_log_action ON audit_log (action, at DESC);
CREATE INDEX audit_log_entity ON audit_log (entity_type, entity_id, at DESC);

-- Append-only, whoever connects: no statement may change or remove an entry.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
