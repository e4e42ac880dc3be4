-- Every instance keeps who-may-use-what for a few seconds in memory. Any change to it, by the product
-- or by hand, tells every instance at once to forget what it kept (see src/server/infra/access-changes.ts).
CREATE FUNCTION notify_access_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER user_locations_access_changed AFTER UPDATE OR DELETE ON user_locations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();--> statement-breakpoint
CREATE TRIGGER locations_access_changed AFTER UPDATE OR DELETE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();--> statement-breakpoint
CREATE TRIGGER users_access_changed AFTER UPDATE OF role, agency_id, email OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();--> statement-breakpoint
CREATE TRIGGER sessions_access_changed AFTER DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();
