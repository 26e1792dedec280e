-- The retention job (src/retention) deletes published outbox rows and processed-event records by age, in small
-- batches: each batch finds its oldest rows on these indexes instead of reading the whole table.
CREATE INDEX outbox_published ON outbox (published_at) WHERE published_at IS NOT NULL;
CREATE INDEX processed_events_age ON processed_events (processed_at);
