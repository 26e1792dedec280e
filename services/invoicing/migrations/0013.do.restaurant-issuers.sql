-- Issue 35 item 1: a restaurant as an issuer of equivalent documents (reference §11).

-- APIDIAN's POS equivalent document and its adjustment note (credit side), as its 2026 seed adds them; the resolution
-- tab offers them.
INSERT INTO type_documents (id, name, code, cufe_algorithm, prefix) VALUES
(15, 'Documento Equivalente Electrónico del Tiquete de Máquina Registradora con Sistema P.O.S.', '20', 'CUDE-SHA384', 'pos'),
(26, 'Nota de Ajuste de tipo crédito al Documento Equivalente', '94', 'CUDE-SHA384', 'na');

-- The software for equivalent documents (`PUT config/softwareeqdocs`) is not the invoices' one. Its PIN is kept,
-- encrypted like the token, because the CUDE of each POS document is computed here with it (reference §11); the
-- environment of equivalent documents is switched on its own (`eqdocs_type_environment_id`).
ALTER TABLE issuers
  ADD COLUMN eqdocs_software_id         text,
  ADD COLUMN eqdocs_pin_encrypted       bytea,
  ADD COLUMN eqdocs_type_environment_id integer NOT NULL DEFAULT 2 CHECK (eqdocs_type_environment_id IN (1, 2));

-- What a POS document's legend and numbering need of its resolution besides the range and last day.
ALTER TABLE issuer_resolutions
  ADD COLUMN resolution_date date,
  ADD COLUMN valid_from      date;

-- A restaurant's company as an issuer: one issuer per restaurant. The owner's e-mail is who the admin list names;
-- whether the restaurant charges the impuesto nacional al consumo decides the INC of each line.
CREATE TABLE restaurant_issuers (
  restaurant_id  uuid PRIMARY KEY,
  issuer_id      integer NOT NULL UNIQUE REFERENCES issuers (id) ON DELETE CASCADE,
  restaurant_name text,
  owner_email    text NOT NULL,
  inc_responsible boolean NOT NULL DEFAULT true,
  linked_at      timestamptz NOT NULL DEFAULT now()
);

-- An owner's request from the restaurant app's 'Facturación electrónica' section: the company as typed, until the
-- vendor's administrator turns it into an issuer (or links an existing one). One per restaurant; sending it again
-- replaces what was typed.
CREATE TABLE restaurant_issuer_requests (
  restaurant_id        uuid PRIMARY KEY,
  restaurant_name      text,
  nit                  text NOT NULL CHECK (nit ~ '^[0-9]{1,15}$'),
  dv                   text NOT NULL CHECK (dv ~ '^[0-9]$'),
  business_name        text NOT NULL,
  type_organization_id integer NOT NULL REFERENCES type_organizations (id),
  type_regime_id       integer NOT NULL REFERENCES type_regimes (id),
  type_liability_id    integer NOT NULL REFERENCES type_liabilities (id),
  inc_responsible      boolean NOT NULL,
  municipality_id      integer NOT NULL REFERENCES municipalities (id),
  address              text NOT NULL,
  phone                text NOT NULL,
  email                text NOT NULL,
  owner_email          text NOT NULL,
  requested_at         timestamptz NOT NULL DEFAULT now(),
  -- Set once an issuer is linked to the restaurant from it.
  handled_at           timestamptz
);

-- The equivalent documents' test set is DIAN's own, apart from the invoices' one (`POST eqdoc/{testSetId}`).
ALTER TABLE issuer_test_set_documents ADD COLUMN is_eqdoc boolean NOT NULL DEFAULT false;
