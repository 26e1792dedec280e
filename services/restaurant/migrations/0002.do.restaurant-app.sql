-- The restaurant app itself (spec 2 §3, §7.7). A restaurant is one subscription: every row below carries its
-- `restaurant_id` (the subscription's id) and every query filters on it, so one restaurant never reads another's rows.

-- A person's user inside one restaurant, created on first open (POST /restaurant/auth/setup-user). Its role follows
-- the owner (super_admin) or the person's assignment, read again on every call.
CREATE TABLE restaurant_users (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL REFERENCES subscriptions (id),
  user_id       uuid NOT NULL,
  email         text NOT NULL,
  role          text NOT NULL CHECK (role IN ('employee', 'admin', 'super_admin')),
  is_owner      boolean NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT restaurant_users_person UNIQUE (restaurant_id, user_id),
  -- Lets other tables point at a user of the same restaurant only.
  CONSTRAINT restaurant_users_scoped UNIQUE (restaurant_id, id)
);

CREATE TABLE menu_categories (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL REFERENCES subscriptions (id),
  name          text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  updated_by    uuid NOT NULL,
  CONSTRAINT menu_categories_scoped UNIQUE (restaurant_id, id)
);
CREATE UNIQUE INDEX menu_categories_name ON menu_categories (restaurant_id, lower(name));

CREATE TABLE dishes (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL,
  category_id   uuid NOT NULL,
  name          text NOT NULL,
  description   text NOT NULL DEFAULT '',
  price         integer NOT NULL CHECK (price > 0),
  available     boolean NOT NULL DEFAULT true,
  image_url     text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  updated_by    uuid NOT NULL,
  CONSTRAINT dishes_scoped UNIQUE (restaurant_id, id),
  -- A dish's category is of its own restaurant; a category with dishes cannot be deleted.
  FOREIGN KEY (restaurant_id, category_id) REFERENCES menu_categories (restaurant_id, id)
);
CREATE INDEX dishes_restaurant_category ON dishes (restaurant_id, category_id);

CREATE TABLE restaurant_tables (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL REFERENCES subscriptions (id),
  number        integer NOT NULL CHECK (number BETWEEN 1 AND 999),
  seats         integer NOT NULL CHECK (seats BETWEEN 1 AND 12),
  zone          text NOT NULL DEFAULT '',
  status        text NOT NULL DEFAULT 'disponible' CHECK (status IN ('disponible', 'ocupada', 'reservada', 'mantenimiento')),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  updated_by    uuid NOT NULL,
  CONSTRAINT restaurant_tables_number UNIQUE (restaurant_id, number),
  CONSTRAINT restaurant_tables_scoped UNIQUE (restaurant_id, id)
);

-- One cart per restaurant user; a dish is one line.
CREATE TABLE cart_items (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL,
  user_id       uuid NOT NULL,
  dish_id       uuid NOT NULL,
  quantity      integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  note          text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT cart_items_line UNIQUE (user_id, dish_id),
  FOREIGN KEY (restaurant_id, user_id) REFERENCES restaurant_users (restaurant_id, id),
  FOREIGN KEY (restaurant_id, dish_id) REFERENCES dishes (restaurant_id, id) ON DELETE CASCADE
);

-- Orders keep each line's name and price as sold, so editing or deleting a dish changes no past order.
CREATE TABLE orders (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL REFERENCES subscriptions (id),
  number        integer NOT NULL,
  table_id      uuid,
  takeaway      boolean NOT NULL,
  status        text NOT NULL CHECK (status IN ('pendiente', 'confirmado', 'preparando', 'listo', 'entregado', 'pagado', 'cancelado')),
  note          text NOT NULL DEFAULT '',
  total         integer NOT NULL CHECK (total >= 0),
  created_by    uuid NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT orders_number UNIQUE (restaurant_id, number),
  CONSTRAINT orders_table_or_takeaway CHECK ((table_id IS NULL) = takeaway),
  FOREIGN KEY (restaurant_id, table_id) REFERENCES restaurant_tables (restaurant_id, id),
  FOREIGN KEY (restaurant_id, created_by) REFERENCES restaurant_users (restaurant_id, id)
);
CREATE INDEX orders_restaurant_created ON orders (restaurant_id, created_at DESC);
CREATE INDEX orders_open_by_table ON orders (table_id) WHERE status NOT IN ('pagado', 'cancelado');

CREATE TABLE order_items (
  order_id   uuid NOT NULL REFERENCES orders (id),
  position   integer NOT NULL,
  dish_id    uuid,
  name       text NOT NULL,
  unit_price integer NOT NULL CHECK (unit_price > 0),
  quantity   integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  note       text NOT NULL DEFAULT '',
  PRIMARY KEY (order_id, position)
);

-- Who moved an order and when: its creation (from_status NULL) and every change after.
CREATE TABLE order_status_changes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id    uuid NOT NULL REFERENCES orders (id),
  from_status text,
  to_status   text NOT NULL,
  changed_by  uuid NOT NULL,
  changed_at  timestamptz NOT NULL DEFAULT now(),
  reason      text NOT NULL DEFAULT ''
);
CREATE INDEX order_status_changes_order ON order_status_changes (order_id, id);

CREATE TABLE favourites (
  restaurant_id uuid NOT NULL,
  user_id       uuid NOT NULL,
  dish_id       uuid NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, dish_id),
  FOREIGN KEY (restaurant_id, user_id) REFERENCES restaurant_users (restaurant_id, id),
  FOREIGN KEY (restaurant_id, dish_id) REFERENCES dishes (restaurant_id, id) ON DELETE CASCADE
);
CREATE INDEX favourites_restaurant_dish ON favourites (restaurant_id, dish_id);
