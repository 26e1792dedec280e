-- Preparation stations (issue 36): the restaurant's kitchen, bar, … Each menu category goes to one (none: the
-- restaurant's default station, 'Cocina'), and a round sent from the cart becomes one order (ticket) per station.
CREATE TABLE stations (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL REFERENCES subscriptions (id),
  name          text NOT NULL,
  -- The station of the categories that name none; every restaurant has one, made the first time it is needed.
  is_default    boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_by    uuid,
  CONSTRAINT stations_scoped UNIQUE (restaurant_id, id)
);
CREATE UNIQUE INDEX stations_name ON stations (restaurant_id, lower(name));
CREATE UNIQUE INDEX stations_default ON stations (restaurant_id) WHERE is_default;

ALTER TABLE menu_categories ADD COLUMN station_id uuid;
ALTER TABLE menu_categories ADD FOREIGN KEY (restaurant_id, station_id) REFERENCES stations (restaurant_id, id);

-- The orders taken before stations existed were the kitchen's: the default station of their restaurant.
INSERT INTO stations (restaurant_id, name, is_default) SELECT DISTINCT restaurant_id, 'Cocina', true FROM orders;
ALTER TABLE orders ADD COLUMN station_id uuid;
UPDATE orders o SET station_id = s.id FROM stations s WHERE s.restaurant_id = o.restaurant_id AND s.is_default;
ALTER TABLE orders ALTER COLUMN station_id SET NOT NULL;
ALTER TABLE orders ADD FOREIGN KEY (restaurant_id, station_id) REFERENCES stations (restaurant_id, id);
-- Recall looks for a station's last delivered order.
CREATE INDEX orders_station_status ON orders (station_id, status);
