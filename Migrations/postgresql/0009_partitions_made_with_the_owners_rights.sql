-- Day partitions of transitions are made by transitions_partition(day) with the rights of
-- the function's owner (the store's owner), so that a role that may only write rows (the
-- ingest role of `fstel setup-roles`) can store a new day's transitions: it needs no right
-- to create tables in the schema or to attach them to transitions, only EXECUTE on this
-- function, which `fstel setup-roles` grants to it and no one else gets by default. The
-- function resolves names in the store's schema only (and pg_temp last), whoever calls it.
DO $$
BEGIN
    EXECUTE format('ALTER FUNCTION transitions_partition(integer) SECURITY DEFINER SET search_path = %I, pg_temp',
                   current_schema());
END;
$$;
REVOKE EXECUTE ON FUNCTION transitions_partition(integer) FROM PUBLIC;
