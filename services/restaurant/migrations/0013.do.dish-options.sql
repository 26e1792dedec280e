-- Dish options (issue 36 item 1): a dish's option groups are edited with it, as one document (ids, names, choice
-- rules and extras; the contracts' dishOptionGroup). Cart and order lines keep the options chosen as sold (group,
-- name, extra), and an order line's unit_price already includes their extras.
ALTER TABLE dishes ADD COLUMN option_groups jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(option_groups) = 'array');
ALTER TABLE order_items ADD COLUMN options jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(options) = 'array');
ALTER TABLE cart_items ADD COLUMN options jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(options) = 'array');
-- The same dish with other options is another line; with the same options (kept in the menu's order), the same line.
ALTER TABLE cart_items DROP CONSTRAINT cart_items_line;
ALTER TABLE cart_items ADD CONSTRAINT cart_items_line UNIQUE (user_id, dish_id, options);
