-- Preparation stations per branch (issue 37 item 4): each branch names its own stations and has its own default one
-- ('Cocina'), and each branch's boards show its own. The menu is shared: a category names a station, and in each
-- branch its dishes go to that branch's station of the same name, else to the branch's default. What exists is the
-- main branch's.
ALTER TABLE stations ADD COLUMN branch_id uuid;
UPDATE stations s SET branch_id = b.id FROM branches b WHERE b.restaurant_id = s.restaurant_id AND b.is_main;
ALTER TABLE stations ALTER COLUMN branch_id SET NOT NULL,
  ADD FOREIGN KEY (restaurant_id, branch_id) REFERENCES branches (restaurant_id, id);
CREATE TRIGGER stations_branch BEFORE INSERT ON stations FOR EACH ROW EXECUTE FUNCTION main_branch_by_default();

-- A station's name, and the default station, are each branch's own; a round finds its branch's station by name.
DROP INDEX stations_name;
CREATE UNIQUE INDEX stations_name ON stations (branch_id, lower(name));
DROP INDEX stations_default;
CREATE UNIQUE INDEX stations_default ON stations (branch_id) WHERE is_default;
