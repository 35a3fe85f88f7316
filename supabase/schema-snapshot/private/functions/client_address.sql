-- function private.client_address: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.client_address(raw text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  address inet;
begin
  begin
    address := btrim(raw)::inet;
  exception when others then
    return 'invalid';
  end;
  if family(address) = 6 and address << '::ffff:0.0.0.0/96'::inet then
    address := substring(host(address) from '^::ffff:(.*)$')::inet;
  end if;
  if family(address) = 6 then
    return network(set_masklen(address, 64))::text;
  end if;
  return host(address);
end;
$function$;

revoke all on function private.client_address(text) from public;
