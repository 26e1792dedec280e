-- Billing's own copy of what catalog sells, built from catalog.product.* events: orders are priced from
-- here, never from the browser, and billing keeps working while catalog is down.
CREATE TABLE catalog_products (
  product_id uuid PRIMARY KEY,
  name       text NOT NULL,
  slug       text NOT NULL,
  category   text,
  is_active  boolean NOT NULL,
  deleted    boolean NOT NULL DEFAULT false,
  plans      jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
