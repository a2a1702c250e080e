-- Alerts about new businesses (docs/decisions/025-new-business-alerts.md): an address's alerts are
-- read by address (asking again, the one-click unsubscribe, account deletion), so that is an index
-- walk, not a read of every alert.
CREATE INDEX "aa_email_idx" ON "area_alerts" USING btree (lower("email")) WHERE "area_alerts"."user_id" is null;
