-- The site reads and writes through the REST API only; hosted projects also expose pg_graphql,
-- through which any signed-in account could read the names of the tables and columns. The API
-- roles lose access to it here. Guarded, since the extension (and its schemas) may be absent,
-- as on the local platform. Turning the extension off in the dashboard (Database → Extensions →
-- pg_graphql) closes the GraphQL endpoint altogether.
do $$
declare
  schema_name text;
begin
  foreach schema_name in array array['graphql_public', 'graphql'] loop
    if exists (select 1 from pg_catalog.pg_namespace where nspname = schema_name) then
      execute format('revoke usage on schema %I from anon, authenticated', schema_name);
      -- Functions are executable by PUBLIC unless revoked from it too; service_role keeps its own grant.
      execute format('revoke all on all functions in schema %I from public, anon, authenticated', schema_name);
      execute format('revoke all on all tables in schema %I from anon, authenticated', schema_name);
      execute format('revoke all on all sequences in schema %I from anon, authenticated', schema_name);
      execute format('alter default privileges in schema %I revoke all on functions from public, anon, authenticated', schema_name);
      execute format('alter default privileges in schema %I revoke all on tables from anon, authenticated', schema_name);
    end if;
  end loop;
end
$$;
