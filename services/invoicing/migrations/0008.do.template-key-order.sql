-- A template keeps its keys in the order the administrator wrote them: jsonb stores keys sorted (shorter first), json
-- keeps the text as sent. The samples were stored as jsonb already, so theirs stay in jsonb's order.
ALTER TABLE invoice_templates DROP CONSTRAINT invoice_templates_payload_check;
ALTER TABLE invoice_templates ALTER COLUMN payload TYPE json USING payload::json;
ALTER TABLE invoice_templates ADD CONSTRAINT invoice_templates_payload_check CHECK (json_typeof(payload) = 'object');
