-- Menu categories in the order the restaurant chooses (issue 32): a position each, 1 first. Existing menus keep
-- the order they showed until now (by name).
ALTER TABLE menu_categories ADD COLUMN position integer;
UPDATE menu_categories c SET position = ordered.position
  FROM (SELECT id, row_number() OVER (PARTITION BY restaurant_id ORDER BY lower(name), id) AS position FROM menu_categories) ordered
  WHERE ordered.id = c.id;
ALTER TABLE menu_categories ALTER COLUMN position SET NOT NULL, ADD CONSTRAINT menu_categories_position CHECK (position > 0);
