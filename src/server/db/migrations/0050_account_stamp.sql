ALTER TABLE "users" ADD COLUMN "account_stamp" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written
-- My Account's first screen (the member, their addresses, their latest orders and how many lines
-- each has) is kept rendered per member and users.account_stamp (http/account-lane.ts): every change
-- to what it shows moves the stamp here, in the writing transaction, whichever code path wrote it.
-- A change to the member's own row moves it before the row is written:
CREATE OR REPLACE FUNCTION users_account_stamp() RETURNS trigger AS $$
BEGIN
  NEW.account_stamp := OLD.account_stamp + 1;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_account_stamp BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_account_stamp();
--> statement-breakpoint
-- a row of addresses or orders moves its member's stamp (both members' when it changes hands)
CREATE OR REPLACE FUNCTION account_stamp_touch() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
    UPDATE users SET account_stamp = account_stamp + 1 WHERE id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL
    AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    UPDATE users SET account_stamp = account_stamp + 1 WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER addresses_account_stamp AFTER INSERT OR UPDATE OR DELETE ON addresses
  FOR EACH ROW EXECUTE FUNCTION account_stamp_touch();
--> statement-breakpoint
CREATE TRIGGER orders_account_stamp AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION account_stamp_touch();
--> statement-breakpoint
-- an order's lines are counted on the screen: a line added or removed moves its member's stamp
CREATE OR REPLACE FUNCTION order_items_account_stamp() RETURNS trigger AS $$
BEGIN
  UPDATE users SET account_stamp = account_stamp + 1
    WHERE id = (SELECT user_id FROM orders WHERE id = COALESCE(NEW.order_id, OLD.order_id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER order_items_account_stamp AFTER INSERT OR DELETE OR UPDATE OF order_id ON order_items
  FOR EACH ROW EXECUTE FUNCTION order_items_account_stamp();
