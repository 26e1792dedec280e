CREATE TABLE categories (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name       text NOT NULL,
  color      text NOT NULL DEFAULT '#3b82f6',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX categories_name_unique ON categories (lower(name));

CREATE TABLE products (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name        text NOT NULL,
  description text NOT NULL,
  category_id uuid REFERENCES categories (id),
  slug        text NOT NULL UNIQUE,
  image_url   text,
  is_active   boolean NOT NULL DEFAULT true,
  sold_count  integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Prices are integer pesos; the annual price is derived (round(monthly × 12 × 0.9)), never stored apart.
CREATE TABLE plans (
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  plan_type  text NOT NULL CHECK (plan_type IN ('estandar', 'pro', 'gold')),
  name       text NOT NULL,
  price      integer NOT NULL CHECK (price >= 0),
  features   jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (product_id, plan_type)
);
