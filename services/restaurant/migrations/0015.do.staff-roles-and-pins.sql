-- Roles and a shared tablet (issue 36 item 5): the roles mesero (waiter), cajero (cashier) and cocinero (cook) beside
-- spec 2's employee, admin and super_admin; each person's PIN to take over a device the restaurant opened; the PIN's
-- throttle; and after how many idle minutes the restaurant's devices lock.
ALTER TABLE assignments DROP CONSTRAINT assignments_role_check;
ALTER TABLE assignments ADD CONSTRAINT assignments_role_check
  CHECK (role IN ('employee', 'waiter', 'cashier', 'cook', 'admin', 'super_admin'));
ALTER TABLE restaurant_users DROP CONSTRAINT restaurant_users_role_check;
ALTER TABLE restaurant_users ADD CONSTRAINT restaurant_users_role_check
  CHECK (role IN ('employee', 'waiter', 'cashier', 'cook', 'admin', 'super_admin'));

-- A person's PIN, only as its argon2 hash; set by the person or by a restaurant administrator (set_by).
CREATE TABLE staff_pins (
  restaurant_id uuid NOT NULL,
  user_id       uuid NOT NULL,
  pin_hash      text NOT NULL,
  set_by        uuid NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (restaurant_id, user_id),
  FOREIGN KEY (restaurant_id, user_id) REFERENCES restaurant_users (restaurant_id, id),
  FOREIGN KEY (restaurant_id, set_by) REFERENCES restaurant_users (restaurant_id, id)
);

-- PIN tries counted per person and per device ('user:<id>', 'device:<platform session id>'): too many wrong ones in a
-- row lock that subject for a while. A right PIN clears both.
CREATE TABLE pin_tries (
  restaurant_id uuid NOT NULL REFERENCES subscriptions (id),
  subject       text NOT NULL,
  tries         integer NOT NULL,
  last_try_at   timestamptz NOT NULL DEFAULT now(),
  locked_until  timestamptz,
  PRIMARY KEY (restaurant_id, subject)
);

-- The restaurant's device settings; no row: the devices never lock.
CREATE TABLE device_settings (
  restaurant_id     uuid PRIMARY KEY REFERENCES subscriptions (id),
  idle_lock_minutes integer NOT NULL CHECK (idle_lock_minutes BETWEEN 0 AND 240),
  updated_by        uuid NOT NULL,
  updated_at        timestamptz NOT NULL DEFAULT now()
);
