-- DIAN code lists (APIDIAN's parametric tables), filled by 0002. The ids are APIDIAN's, not ours: invoice and
-- issuer payloads send them as they are (municipality_id 149 is Bogotá everywhere), so they are never generated here.
CREATE TABLE departments (
  id   integer PRIMARY KEY,
  name text NOT NULL,
  code text NOT NULL UNIQUE -- 2-digit DANE code
);

CREATE TABLE municipalities (
  id            integer PRIMARY KEY,
  department_id integer NOT NULL REFERENCES departments (id),
  name          text NOT NULL,
  code          text NOT NULL UNIQUE -- 5-digit DANE (DIVIPOLA) code
);

CREATE TABLE type_document_identifications (id integer PRIMARY KEY, name text NOT NULL, code text NOT NULL);
CREATE TABLE type_regimes (id integer PRIMARY KEY, name text NOT NULL, code text NOT NULL);
CREATE TABLE type_organizations (id integer PRIMARY KEY, name text NOT NULL, code text NOT NULL);
CREATE TABLE type_liabilities (id integer PRIMARY KEY, name text NOT NULL, code text NOT NULL);
CREATE TABLE payment_forms (id integer PRIMARY KEY, name text NOT NULL, code text NOT NULL);
CREATE TABLE payment_methods (id integer PRIMARY KEY, name text NOT NULL, code text NOT NULL);
CREATE TABLE taxes (id integer PRIMARY KEY, name text NOT NULL, description text NOT NULL, code text NOT NULL);
CREATE TABLE unit_measures (id integer PRIMARY KEY, name text NOT NULL, code text NOT NULL);
