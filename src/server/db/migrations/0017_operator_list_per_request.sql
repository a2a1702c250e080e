-- ADMIN_EMAILS is read on every request (ADR 013, amended): a confirmed address on the list is an
-- operator while it is listed, and users.is_operator is the CLI's grant alone. A flag the list set at
-- a sign-in (the account's latest grant or revoke was ADMIN_EMAILS's) is cleared, so an address
-- already taken off the list stops being an operator; one still listed stays one through the list.
UPDATE "users" u SET "is_operator" = false
WHERE u."is_operator"
  AND (
    SELECT l."actor" FROM "operator_audit_log" l
    WHERE l."target_type" = 'user' AND l."target_id" = u."id" AND l."action" IN ('grant', 'revoke')
    ORDER BY l."seq" DESC
    LIMIT 1
  ) = 'ADMIN_EMAILS';
