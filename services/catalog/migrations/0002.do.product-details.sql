-- The rest of the product (spec 1 §3, spec 2 §2.8). Media lists are JSONB documents of {id, url}.
ALTER TABLE products
  ADD COLUMN seo_page_slug            text UNIQUE,
  ADD COLUMN available_countries      text[] NOT NULL DEFAULT '{}',
  ADD COLUMN implementation_cost      integer NOT NULL DEFAULT 0 CHECK (implementation_cost >= 0),
  ADD COLUMN maintenance_cost_monthly integer NOT NULL DEFAULT 0 CHECK (maintenance_cost_monthly >= 0),
  ADD COLUMN maintenance_cost_annual  integer NOT NULL DEFAULT 0 CHECK (maintenance_cost_annual >= 0),
  ADD COLUMN description_general      text NOT NULL DEFAULT '',
  ADD COLUMN description_features     text NOT NULL DEFAULT '',
  ADD COLUMN description_unique       text NOT NULL DEFAULT '',
  ADD COLUMN gallery_images           jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN carousel_images          jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN video_url                text,
  ADD COLUMN version                  integer NOT NULL DEFAULT 1;

ALTER TABLE plans DROP CONSTRAINT plans_price_check, ADD CONSTRAINT plans_price_positive CHECK (price > 0);

CREATE TABLE custom_plans (
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  key        text NOT NULL,
  name       text NOT NULL,
  price      integer NOT NULL CHECK (price > 0),
  features   jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, key)
);

-- One row per paid order line: sold_count is their sum, so it can be recomputed (reconciliation) and a
-- payment counts once even if billing announced it twice under different event ids.
CREATE TABLE product_sales (
  payment_id uuid NOT NULL,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity   integer NOT NULL CHECK (quantity > 0),
  sold_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (payment_id, product_id)
);

CREATE INDEX products_category ON products (category_id);
