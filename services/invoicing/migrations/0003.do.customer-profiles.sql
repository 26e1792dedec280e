-- A buyer's electronic-invoicing profile (spec 3 §3), one per user. Every field may still be empty: the modal saves
-- what the buyer filled in, and GET /fe/check lists what is missing before a purchase (spec 3 §4).
CREATE TABLE customer_profiles (
  user_id                         uuid PRIMARY KEY,
  person_type                     text CHECK (person_type IN ('NATURAL', 'JURIDICA')),
  type_document_identification_id integer REFERENCES type_document_identifications (id),
  type_regime_id                  integer REFERENCES type_regimes (id),
  municipality_id                 integer REFERENCES municipalities (id),
  address                         text CHECK (address IS NULL OR address <> ''),
  updated_at                      timestamptz NOT NULL DEFAULT now()
);
