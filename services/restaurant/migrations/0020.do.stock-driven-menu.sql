-- Inventory, continued (issue 37 item 1): a dish that can no longer be made leaves the menu on its own when the
-- restaurant chooses so, and a dish option (such as '+huevo') has a recipe of its own.

-- The restaurant's inventory settings; no row means the defaults (dishes are never hidden for want of supplies).
CREATE TABLE inventory_settings (
  restaurant_id   uuid PRIMARY KEY REFERENCES subscriptions (id),
  hide_unmakeable boolean NOT NULL,
  updated_by      uuid NOT NULL,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- Set when the stock made the dish unavailable (a supply below one portion's need), so the stock coming back makes it
-- available again; a person setting its availability by hand clears it, and the stock then leaves it as they chose.
ALTER TABLE dishes ADD COLUMN out_of_stock boolean NOT NULL DEFAULT false;

-- A recipe line is the dish's own (option_id null) or one of its options' (an id of the dish's option_groups): a round
-- takes the dish's lines and those of each option chosen.
ALTER TABLE recipes ADD COLUMN option_id uuid;
ALTER TABLE recipes DROP CONSTRAINT recipes_pkey;
ALTER TABLE recipes ADD CONSTRAINT recipes_line UNIQUE NULLS NOT DISTINCT (dish_id, option_id, supply_id);
CREATE INDEX recipes_supply ON recipes (restaurant_id, supply_id);
